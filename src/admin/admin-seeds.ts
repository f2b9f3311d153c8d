import type { CartSeed, SubscriptionSeed } from '../store/carts/cart-store.js';
import type { ImportContainerSeed } from '../store/import-container/import-container.js';
import type { ResourceDeclaration } from '../store/import-operations/import-operation-engine.js';
import type { CustomerDraft } from '../store/customers/customer-store.js';
import type { AssociateRoleDraft, ProjectDraft, StoreDraft } from '../store/project/project.js';
import type { AdminContext } from './admin-context.js';
import { readObject } from './admin-input.js';
import { jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

/**
 * `POST /__admin/projects`: adds a Project from a seed, as `ct.addProject`, and answers it as
 * stored.
 *
 * @example
 * addProject(context, { ...request, body: '{"key":"worker-1","currencies":["EUR"]}' }); // 201 { key: 'worker-1', ... }
 */
export function addProject({ mock }: AdminContext, request: AdminRequest): AdminResponse {
  const draft = readObject(request.body, '{"key": "shop", "currencies": ["EUR"]}');
  return jsonResponse(201, mock.addProject(draft as unknown as ProjectDraft));
}

/** What a Project's seeding routes add, as the in-process control of the same name does. */
const SEEDS = {
  stores: {
    example: '{"key": "berlin", "languages": ["de"]}',
    add: (context: AdminContext, projectKey: string, seed: object) => context.mock.addStore(projectKey, seed as StoreDraft),
  },
  'associate-roles': {
    example: '{"key": "buyer"}',
    add: (context: AdminContext, projectKey: string, seed: object) => context.mock.addAssociateRole(projectKey, seed as AssociateRoleDraft),
  },
  customers: {
    example: '{"email": "jen@example.com", "password": "secret"}',
    add: (context: AdminContext, projectKey: string, seed: object) => context.mock.addCustomer(projectKey, seed as CustomerDraft),
  },
  'import-containers': {
    example: '{"key": "products", "resourceType": "product"}',
    add: (context: AdminContext, projectKey: string, seed: object) => context.mock.addImportContainer(projectKey, seed as ImportContainerSeed),
  },
  resources: {
    example: '{"typeId": "category", "key": "shirts"}',
    async add(context: AdminContext, projectKey: string, seed: object) {
      await context.mock.addResource(projectKey, seed as ResourceDeclaration);
      return seed;
    },
  },
  carts: {
    example: '{"id": "cart-1", "lastModifiedAt": "2030-01-01T00:00:00.000Z"}',
    add(context: AdminContext, projectKey: string, seed: object) {
      context.mock.addCart(projectKey, seed as CartSeed);
      return seed;
    },
  },
  subscriptions: {
    example: '{"key": "carts", "changes": [{"resourceTypeId": "cart"}]}',
    add(context: AdminContext, projectKey: string, seed: object) {
      context.mock.addSubscription(projectKey, seed as SubscriptionSeed);
      return seed;
    },
  },
} as const;

/** The kinds of seed a Project's routes take: `stores`, `associate-roles`, `customers`, `import-containers`, `resources`, `carts`, `subscriptions`. */
export type SeedKind = keyof typeof SEEDS;

/** The seed kinds, as path segments. */
export const SEED_KINDS = Object.keys(SEEDS) as SeedKind[];

/**
 * `POST /__admin/projects/{key}/{kind}`: adds a Store, Associate Role, customer, Import
 * Container, resource, Cart or subscription to a Project, as `ct.addStore`,
 * `ct.addAssociateRole`, `ct.addCustomer`, `ct.addImportContainer`, `ct.addResource`,
 * `ct.addCart` and `ct.addSubscription` do, and answers what was added (201).
 *
 * @example
 * addToProject(context, request, 'shop', 'stores'); // 201 { key: 'berlin', languages: ['de'] }
 */
export async function addToProject(context: AdminContext, request: AdminRequest, projectKey: string, kind: SeedKind): Promise<AdminResponse> {
  const seed = SEEDS[kind];
  return jsonResponse(201, await seed.add(context, projectKey, readObject(request.body, seed.example)));
}
