import { createFactories, FACTORY_REFERENCE_DATE } from 'commercetools-msw/factories';

const f = createFactories({ seed: 42 });    // a whole number from 0 to 4294967295

const project = f.project({ key: 'shop' }); // a whole Project: createCommercetoolsMock({ projects: [project] }) stores it as it is
f.newProject({ key: 'new-shop' });          // the same, as just created: version 1, createdAt FACTORY_REFERENCE_DATE, no trialUntil
f.importContainerDraft();                   // a create body, answered with 201
f.importContainer();                        // a container as the Import API returns it, alive at FACTORY_REFERENCE_DATE
f.store({ languages: ['en'] });             // { key, languages } for ct.addStore: pass languages the Project has…
f.storeFor(project);                        // …or let it pick some of the Project's
f.messagesConfiguration(); f.cartsConfiguration(); f.shoppingListsConfiguration();
f.shippingRateInputType(); f.cartClassification(); f.cartClassificationValue();
f.externalOAuth(); f.searchIndexing(); f.businessUnits(); f.associateRole();
f.inventory(); f.discounts(); f.retentionPolicy();
f.actions.changeName({ name: 'Shop' });     // one builder per update action, all 23, typed per action
f.productDraftImport({ productType: { key: 'clothing' } }); // one builder per import request type (below)
f.importRequest('category', 3);             // { type: 'category', resources: [three categories] }, ready to post
f.catalog({ products: 10 });                // a product type, categories and published products that import whole (below)
f.faker;                                    // the instance's own Faker, for values of your own
FACTORY_REFERENCE_DATE;                     // '2030-01-01T00:00:00.000Z', the factories' fixed "now"
