export { createCommercetoolsMock } from './create-commercetools-mock.js';
export type { AuthOptions, CommercetoolsMock, CommercetoolsMockOptions, IssueTokenOptions } from './create-commercetools-mock.js';
export type { ClientDefinition, TokenResponse } from './auth/grant-token.js';
export type { MockClock, TimeInput } from './clock/create-clock.js';
export type { ErrorObject, ErrorResponse } from './errors/error-response.js';
export { REGIONS, type HostOptions } from './hosts/resolve-hosts.js';
export type * from './store/project/project.js';
export type { ProjectUpdate, ProjectUpdateAction } from './store/project/update-schema.js';
