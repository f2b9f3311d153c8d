import * as v from 'valibot';
import { parseShape } from '../parse-shape.js';
import { ok, type Result } from '../result.js';

// The shape of a Project update request. A body that breaks this shape gets InvalidJsonInput;
// enumerations are plain strings here because the platform answers an unknown enum value with
// InvalidInput, a rule violation, which the actions themselves check.

// Safe integers only: a version like 1e308 is an integer to JavaScript but none the platform could hold.
const integer = v.pipe(v.number(), v.safeInteger());

function action<const Name extends string, const Entries extends v.ObjectEntries>(name: Name, entries: Entries) {
  return v.object({ action: v.literal(name), ...entries });
}

// Read as entries rather than with v.record, which silently drops keys such as `__proto__` and
// `constructor`; the platform refuses those as locales, and so must the rule check.
const localizedString = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'JSON Object expected.'),
  v.transform((input) => Object.entries(input)),
  v.array(v.tuple([v.string(), v.string()])),
);

const shippingRateInputType = v.variant('type', [
  v.object({ type: v.literal('CartValue') }),
  v.object({ type: v.literal('CartScore') }),
  v.object({
    type: v.literal('CartClassification'),
    values: v.array(v.object({ key: v.string(), label: localizedString })),
  }),
]);

export const ACTION_SHAPES = [
  action('changeName', { name: v.string() }),
  action('changeCountries', { countries: v.array(v.string()) }),
  action('changeCurrencies', { currencies: v.array(v.string()) }),
  action('changeLanguages', { languages: v.array(v.string()) }),
  action('changeMessagesConfiguration', {
    messagesConfiguration: v.object({ enabled: v.boolean(), deleteDaysAfterCreation: integer }),
  }),
  action('changeMessagesEnabled', { messagesEnabled: v.boolean() }),
  action('changeCartsConfiguration', {
    cartsConfiguration: v.object({
      deleteDaysAfterLastModification: integer,
      countryTaxRateFallbackEnabled: v.nullish(v.boolean()),
      priceRoundingMode: v.nullish(v.string()),
      taxRoundingMode: v.nullish(v.string()),
    }),
  }),
  action('changeCountryTaxRateFallbackEnabled', { countryTaxRateFallbackEnabled: v.boolean() }),
  action('changePriceRoundingMode', { priceRoundingMode: v.string() }),
  action('changeTaxRoundingMode', { taxRoundingMode: v.string() }),
  action('changeShoppingListsConfiguration', {
    shoppingListsConfiguration: v.object({ deleteDaysAfterLastModification: integer }),
  }),
  action('changeMyBusinessUnitStatusOnCreation', { status: v.string() }),
  // A ResourceIdentifier: `typeId` optional, and the role by `id` or by `key`, never both.
  action('setMyBusinessUnitAssociateRoleOnCreation', {
    associateRole: v.pipe(
      v.object({ typeId: v.nullish(v.string()), key: v.nullish(v.string()), id: v.nullish(v.string()) }),
      v.check(({ id, key }) => (id == null) !== (key == null), "Give the Associate Role by either 'id' or 'key', not both."),
    ),
  }),
  action('setShippingRateInputType', { shippingRateInputType: v.nullish(shippingRateInputType) }),
  action('setExternalOAuth', {
    externalOAuth: v.nullish(v.object({ url: v.string(), authorizationHeader: v.string() })),
  }),
  action('changeProductSearchIndexingEnabled', { enabled: v.boolean(), mode: v.nullish(v.string()) }),
  action('changeOrderSearchStatus', { status: v.string() }),
  action('changeCustomerSearchStatus', { status: v.string() }),
  action('changeBusinessUnitSearchStatus', { status: v.string() }),
  action('setDiscountsConfiguration', {
    discountsConfiguration: v.object({ discountCombinationMode: v.string() }),
  }),
  action('setProductCatalogModel', { productCatalogModel: v.string() }),
  action('setReleaseExpiredReservations', { releaseExpiredReservations: v.boolean() }),
  action('setReservationExpirationInMinutes', { reservationExpirationInMinutes: integer }),
] as const;

/**
 * The actions GraphQL's `ProjectSettingsUpdateAction` has beyond REST's (no RAML defines them),
 * in REST's form. Their shapes live with GraphQL (src/graphql/graphql-only-actions.ts), which
 * alone sends them: REST refuses them as it refuses any action it does not know.
 */
export type GraphqlOnlyAction =
  | { readonly action: 'changeTotalPriceDiscountDoesNotReduceExternalTax'; readonly value: boolean }
  | { readonly action: 'setProductVsCartDiscountCombination'; readonly productVsCartDiscountCombination?: string | null | undefined }
  | { readonly action: 'changeCartDiscountVisualizationSearchStatus'; readonly status: string };

/** The shape of one action an update may hold: REST's, or one of GraphQL's own. */
export type ProjectActionShape =
  | (typeof ACTION_SHAPES)[number]
  | (v.ObjectSchema<v.ObjectEntries & { readonly action: v.LiteralSchema<GraphqlOnlyAction['action'], undefined> }, undefined> & v.GenericSchema<unknown, GraphqlOnlyAction>);

/** The actions an API's update requests may hold: the whole schema, which words a refusal's errors, and each action's shape by name. */
export interface ProjectUpdateShapes {
  readonly schema: v.GenericSchema<unknown, ParsedProjectUpdate>;
  readonly byName: ReadonlyMap<string, ProjectActionShape>;
}

// Stryker disable all: the shortcut's tables (see parseProjectUpdate)
const envelope = v.object({ version: integer, actions: v.array(v.object({ action: v.string() })) });
// Stryker restore all

/**
 * The update requests that may hold these actions, for an API that has more than REST's.
 *
 * @example
 * const graphqlUpdates = projectUpdateShapes([...ACTION_SHAPES, ...GRAPHQL_ONLY_SHAPES]);
 */
export const projectUpdateShapes = (shapes: readonly ProjectActionShape[]): ProjectUpdateShapes => ({
  schema: v.object({ version: integer, actions: v.array(v.variant('action', shapes)) }),
  byName: shapesByName(shapes),
});

const shapesByName = (shapes: readonly ProjectActionShape[]) => new Map(shapes.map((shape) => [shape.entries.action.literal, shape]));

/** REST's update requests: REST's actions alone. */
export const REST_UPDATES = projectUpdateShapes(ACTION_SHAPES);

export const projectUpdateSchema = REST_UPDATES.schema;

/**
 * Checks a Project update request's shape, answering a mismatch with InvalidJsonInput errors.
 * valibot's variant tries the action shapes one after another, about a microsecond per action,
 * so a request is first checked action by action against the shape its `action` names, which
 * gives the very same output. Only a request that fails that goes through the whole schema,
 * whose issues word the errors.
 *
 * @example
 * const update = parseProjectUpdate({ version: 1, actions: [{ action: 'changeName', name: 'Shop' }] });
 */
export function parseProjectUpdate(body: unknown, { schema, byName }: ProjectUpdateShapes = REST_UPDATES): Result<ParsedProjectUpdate> {
  // Stryker disable next-line all: a shortcut; the whole schema gives the same answer (update-schema.test.ts checks that for any body)
  return (!Array.isArray(body) && shapeByShape(body, byName)) || parseShape(schema, body);
}

// Stryker disable all: a shortcut; the whole schema gives the same answer (update-schema.test.ts checks that for any body)

function shapeByShape(body: unknown, shapes: ReadonlyMap<string, ProjectActionShape>): Result<ParsedProjectUpdate> | undefined {
  if (!v.is(envelope, body)) return undefined;
  const actions: ParsedProjectUpdateAction[] = [];
  // Each action as sent, not the envelope's copy, which keeps only `action`.
  for (const item of body.actions) {
    const shape = shapes.get(item.action);
    const parsed = shape && v.safeParse(shape, item);
    if (!parsed?.success) return undefined;
    actions.push(parsed.output);
  }
  return ok({ version: body.version, actions });
}
// Stryker restore all

/** A Project update request (`{version, actions}`) as a client sends it. */
export interface ProjectUpdate {
  version: number;
  actions: ProjectUpdateAction[];
}

/** One update action as a client sends it. */
export type ProjectUpdateAction = v.InferInput<(typeof ACTION_SHAPES)[number]>;

/**
 * One update action after its shape has been checked, as the action functions receive it:
 * REST's, or one of the actions only GraphQL has.
 */
export type ParsedProjectUpdateAction = v.InferOutput<(typeof ACTION_SHAPES)[number]> | GraphqlOnlyAction;

/** A Project update request after its shape has been checked. */
export interface ParsedProjectUpdate {
  readonly version: number;
  readonly actions: ParsedProjectUpdateAction[];
}

/** The name of a Project update action the store runs: REST's, and those only GraphQL has. */
export type ProjectActionName = ParsedProjectUpdateAction['action'];

/** The update actions only GraphQL has. */
export type GraphqlOnlyActionName = GraphqlOnlyAction['action'];
