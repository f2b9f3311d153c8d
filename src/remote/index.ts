// The remote entry point (`commercetools-msw/remote`): the controls of a mock served in another
// process, over its `/__admin` API. It uses only fetch, so it loads neither msw nor faker.

export { connectCommercetoolsMock, type RemoteCommercetoolsMock, type RemoteFaultOptions, type RemoteHealth, type RemoteInjection, type RemoteRequestFilter, type RemoteStub } from './connect-commercetools-mock.js';
export { RemoteMockError } from './admin-client.js';
export type { MockState } from '../store/snapshot/mock-state.js';
