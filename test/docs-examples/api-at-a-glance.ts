import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }], // partial or whole Projects
  importContainers: { shop: [{ key: 'products', resourceType: 'product' }] }, // seeded, by Project key
  hosts: { api: ['http://localhost:8080'], auth: ['http://localhost:8081'] }, // extra base URLs
  auth: { clients: [{ clientId: 'ci', clientSecret: 's3cret', scopes: ['view_project_settings:shop'] }] },
  now: '2030-01-01T00:00:00.000Z', // where the mock's clock starts
  indexingDurationMs: 60_000, // how long product search indexing takes on that clock
  eventualConsistency: { delayMs: 60_000 }, // opt-in stale reads after updates
});

ct.handlers;                                                // msw handlers, built once per mock
ct.fetch;                                                   // a fetch answered by them, no interception
ct.addProject({ key: 'other' });                            // returns the stored Project (frozen)
ct.getProject('shop');                                      // the stored Project, authorizationHeader unmasked
ct.addStore('shop', { key: 'berlin', languages: ['de'] });  // Stores whose languages LanguageUsedInStores protects
ct.addAssociateRole('shop', { key: 'buyer' });             // { id, key }: a role setMyBusinessUnitAssociateRoleOnCreation may name by either
ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' }); // { id, email }: a customer of the Project, signs in through the password flow, GET /customers/{id} reads it
ct.addClient({ clientId: 'importer', clientSecret: 's3cret', scopes: ['manage_products:shop'] }); // an API client, besides auth.clients
ct.clock.advance(60_000);                                   // also ct.clock.set(date), ct.clock.now(), ct.clock.isoNow()
ct.addImportContainer('shop', { key: 'categories', resourceType: 'category' }); // seeds a container, no event
ct.events;                                                  // Import API events and subscription deliveries
ct.issueToken({ scopes: ['view_project_settings:shop'] });  // a bearer token, without the OAuth call
ct.inject({ operation: 'updateProject', status: 503, times: 2 }); // faults and latency
ct.requests;                                                // the journal of answered requests, with their correlationId
await ct.stub({ method: 'GET', path: '/shop/carts/*', status: 200, body: { id: 'p1' } }); // a canned answer instead of the 501
ct.stubs;                                                   // the stubs in place, with their hits
ct.journal;                                                 // its limit, what it dropped, clearRequests()
ct.addCart('shop', { id: 'c1', lastModifiedAt: '2030-01-01T00:00:00.000Z' }); // carts, deleted after retention
ct.addSubscription('shop', { key: 'carts', changes: [{ resourceTypeId: 'cart' }] }); // receives deletions
await ct.addResource('shop', { typeId: 'product-type', key: 'clothing' }); // import references to it resolve
await ct.resources('shop', 'product'); // what imports created, as the platform API shows it (reading-imports.md)
ct.injectImportOutcome({ type: 'product-draft', state: 'rejected' }); // the next such operation ends so
const saved = ct.snapshot();                                // the state as JSON, to restore or start another mock from
await ct.restore(saved);                                    // back to it (controlling.md#snapshots-save-a-state-return-to-it)
ct.reset();                                                 // back to the state right after creation
ct.reset({ projects: ['shop'] });                           // only these Projects' state and journal entries (parallel workers)
