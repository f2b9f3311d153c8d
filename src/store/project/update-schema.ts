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

const ACTION_SHAPES = [
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

// The actions GraphQL's `ProjectSettingsUpdateAction` has beyond REST's (no RAML defines them):
// GraphQL's updateProject sends them to the store in REST's form, and REST refuses them as it
// refuses any action it does not know.
const GRAPHQL_ONLY_SHAPES = [
  action('changeTotalPriceDiscountDoesNotReduceExternalTax', { value: v.boolean() }),
  action('setProductVsCartDiscountCombination', { productVsCartDiscountCombination: v.nullish(v.string()) }),
  action('changeCartDiscountVisualizationSearchStatus', { status: v.string() }),
] as const;

const projectUpdateAction = v.variant('action', ACTION_SHAPES);

export const projectUpdateSchema = v.object({
  version: integer,
  actions: v.array(projectUpdateAction),
});

/** Which API sent an update: GraphQL's may hold the actions only GraphQL has. */
export type ProjectApi = 'rest' | 'graphql';

type ActionShape = (typeof ACTION_SHAPES)[number] | (typeof GRAPHQL_ONLY_SHAPES)[number];
const shapesByName = (shapes: readonly ActionShape[]) => new Map<string, ActionShape>(shapes.map((shape) => [shape.entries.action.literal, shape]));
// Stryker disable all: the shortcut's tables (see parseProjectUpdate)
const SHAPE_BY_NAME = shapesByName(ACTION_SHAPES);
const envelope = v.object({ version: integer, actions: v.array(v.object({ action: v.string() })) });
// Stryker restore all

const ALL_SHAPES = [...ACTION_SHAPES, ...GRAPHQL_ONLY_SHAPES] as const;
const updateSchemaOf = (shapes: typeof ACTION_SHAPES | typeof ALL_SHAPES) => v.object({ version: integer, actions: v.array(v.variant('action', shapes)) });

// Built with GraphQL's first update: REST's requests never need them.
let graphqlParts: { readonly schema: ReturnType<typeof updateSchemaOf>; readonly shapes: Map<string, ActionShape> } | undefined;

const REST_PARTS: NonNullable<typeof graphqlParts> = { schema: projectUpdateSchema, shapes: SHAPE_BY_NAME };

function partsOf(api: ProjectApi): NonNullable<typeof graphqlParts> {
  if (api === 'rest') return REST_PARTS;
  return (graphqlParts ??= { schema: updateSchemaOf(ALL_SHAPES), shapes: shapesByName(ALL_SHAPES) });
}

/**
 * The whole schema of an update request the given API sends, which words a refusal's errors.
 *
 * @example
 * v.safeParse(projectUpdateSchemaOf('graphql'), body);
 */
export const projectUpdateSchemaOf = (api: ProjectApi) => partsOf(api).schema;

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
export function parseProjectUpdate(body: unknown, api: ProjectApi = 'rest'): Result<ParsedProjectUpdate> {
  const { schema, shapes } = partsOf(api);
  // Stryker disable next-line all: a shortcut; the whole schema gives the same answer (update-schema.test.ts checks that for any body)
  return (!Array.isArray(body) && shapeByShape(body, shapes)) || parseShape(schema, body);
}

// Stryker disable all: a shortcut; the whole schema gives the same answer (update-schema.test.ts checks that for any body)

function shapeByShape(body: unknown, shapes: Map<string, ActionShape>): Result<ParsedProjectUpdate> | undefined {
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
export type ProjectUpdate = v.InferInput<typeof projectUpdateSchema>;

/** One update action as a client sends it. */
export type ProjectUpdateAction = v.InferInput<typeof projectUpdateAction>;

/**
 * One update action after its shape has been checked, as the action functions receive it:
 * REST's, or one of the actions only GraphQL has.
 */
export type ParsedProjectUpdateAction = v.InferOutput<typeof projectUpdateAction> | v.InferOutput<(typeof GRAPHQL_ONLY_SHAPES)[number]>;

/** A Project update request after its shape has been checked. */
export interface ParsedProjectUpdate {
  readonly version: number;
  readonly actions: ParsedProjectUpdateAction[];
}

/** The name of a Project update action the store runs: REST's, and those only GraphQL has. */
export type ProjectActionName = ParsedProjectUpdateAction['action'];

/** The update actions only GraphQL has. */
export type GraphqlOnlyActionName = v.InferOutput<(typeof GRAPHQL_ONLY_SHAPES)[number]>['action'];
