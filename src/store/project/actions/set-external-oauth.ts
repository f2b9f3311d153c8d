import { invalidInput } from '../../../errors/http-api-errors.js';
import type { ErrorObject } from '../../../errors/error-response.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { removeField, replaceField } from './draft-fields.js';

const AUTHORIZATION_HEADER = /^[^ ].+[^ ]$/;

function isAbsoluteHttpUrl(value: string): boolean {
  let protocol = '';
  try {
    ({ protocol } = new URL(value));
  } catch {
    // Not a URL: no protocol.
  }
  return protocol === 'https:' || protocol === 'http:';
}

/** Stores the header whole; responses mask it when they are written. */
export const setExternalOAuth: ProjectAction<ProjectActionOf<'setExternalOAuth'>> = ({ project }, { externalOAuth }) => {
  if (!externalOAuth) {
    removeField(project, 'externalOAuth');
    return [];
  }
  const { url, authorizationHeader } = externalOAuth;
  const errors: ErrorObject[] = [];
  if (!isAbsoluteHttpUrl(url)) errors.push(invalidInput(`'${url}' is not a valid value for 'url'. Use an absolute URL such as 'https://example.com/introspect'.`));
  if (!AUTHORIZATION_HEADER.test(authorizationHeader)) {
    errors.push(invalidInput("'authorizationHeader' must match ^[^ ].+[^ ]$: at least 3 characters, without leading or trailing spaces."));
  }
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'externalOAuth', { url, authorizationHeader });
  return errors;
};
