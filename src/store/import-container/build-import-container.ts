import { invalidInput } from '../../errors/http-api-errors.js';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { pickOneOf } from '../rules/checks.js';
import { IMPORT_RESOURCE_TYPES, type ImportContainer, type ImportResourceType, type RetentionPolicy } from './import-container.js';
import { DEFAULT_TIME_TO_LIVE_MS, parseTimeToLive } from './time-to-live.js';

const KEY_PATTERN = /^[a-zA-Z0-9_-]+$/;

export interface ContainerFields {
  readonly key: string;
  readonly resourceType?: string | null | undefined;
  readonly retentionPolicy?: RetentionPolicy | null | undefined;
  readonly version?: number | undefined;
  readonly createdAt: string;
  readonly lastModifiedAt?: string | undefined;
}

/**
 * Checks a resource type against the Import API's enumeration, recording an InvalidInput.
 *
 * @example
 * checkResourceType('product', errors); // 'product'
 */
export function checkResourceType(resourceType: string | null | undefined, errors: ErrorObject[]): ImportResourceType | undefined {
  if (resourceType === null || resourceType === undefined) return undefined;
  return pickOneOf('resourceType', resourceType, IMPORT_RESOURCE_TYPES, errors);
}

/**
 * Builds a container from a draft's fields, checking the key pattern, the resource type and the
 * retention time to live; `expiresAt` is `createdAt` plus the time to live, or plus 72 hours.
 *
 * @example
 * buildImportContainer({ key: 'products', resourceType: 'product', createdAt: clock.isoNow() });
 */
export function buildImportContainer(fields: ContainerFields): { container: ImportContainer } | { errors: [ErrorObject, ...ErrorObject[]] } {
  const errors: ErrorObject[] = [];
  if (!KEY_PATTERN.test(fields.key)) {
    errors.push(invalidInput(`'${fields.key}' is not a valid value for 'key'. Use only letters, digits, '_' and '-' (^[a-zA-Z0-9_-]+$).`));
  }
  const resourceType = checkResourceType(fields.resourceType, errors);
  let timeToLiveMs = DEFAULT_TIME_TO_LIVE_MS;
  if (fields.retentionPolicy) {
    const parsed = parseTimeToLive(fields.retentionPolicy.config.timeToLive);
    if ('error' in parsed) errors.push(parsed.error);
    else timeToLiveMs = parsed.ms;
  }
  const problems = nonEmpty(errors);
  if (problems) return { errors: problems };

  const retentionPolicy = fields.retentionPolicy && {
    strategy: 'ttl' as const,
    config: { timeToLive: fields.retentionPolicy.config.timeToLive },
  };
  return {
    container: {
      key: fields.key,
      ...(resourceType ? { resourceType } : {}),
      version: fields.version ?? 1,
      ...(retentionPolicy ? { retentionPolicy } : {}),
      createdAt: fields.createdAt,
      lastModifiedAt: fields.lastModifiedAt ?? fields.createdAt,
      expiresAt: new Date(Date.parse(fields.createdAt) + timeToLiveMs).toISOString(),
    },
  };
}
