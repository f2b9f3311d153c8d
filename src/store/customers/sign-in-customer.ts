import type { StoredResource } from '../import-rules/resource-rules.js';
import type { ResourceTable } from '../import-operations/resource-table.js';
import type { UniquenessIndex } from '../import-rules/uniqueness-index.js';
import type { CustomerContent } from '../import-requests/resource-types/customer-content.js';
import { shownId } from '../representations/read-context.js';
import { sha256Base64 } from '../../utils/sha256.js';

/**
 * Whether a customer signs in through an endpoint: a global customer (no `stores`) through the
 * Project's and every Store's, a Store's customer through its Stores' alone (the Customers APIs
 * overview: one password flow for global customers, another for Store-specific ones).
 */
const signsInThrough = ({ stores }: CustomerContent, storeKey: string | undefined): boolean =>
  stores === undefined || stores.length === 0 || stores.some((store) => store.key === storeKey);

/**
 * The id of the Project's customer that signs in with this email, in any case, and this password,
 * through the Project's endpoint or a Store's; undefined for anything else. Every customer of the
 * Project counts, however it came (imported, declared, `ct.addCustomer`), in `Password` mode with
 * the password it was created with: the mock keeps its hash (`customerContent`), and compares the
 * hash of the one given.
 *
 * @example
 * signInCustomer(engine.reader('shop'), 'Jen@example.com', 's3cret'); // '00000000-0000-4000-b000-000000000001'
 * signInCustomer(engine.reader('shop'), 'jen@example.com', 's3cret', 'berlin');
 */
export function signInCustomer({ resources, unique }: { readonly resources: ResourceTable; readonly unique: UniquenessIndex }, email: string, password: string, storeKey?: string): string | undefined {
  const value = email.toLowerCase();
  // Where a forced import handed an email over, every customer is looked at, as a query does.
  const candidates: Iterable<StoredResource> = unique.handedOver('customer-email', value)
    ? resources.all('customer')
    : unique.holdersInAnyScope('customer-email', value).flatMap((key) => resources.get('customer', key) ?? []);
  const hash = sha256Base64(password);
  for (const stored of candidates) {
    const content = stored.content as CustomerContent | undefined;
    if (!content || content.email.toLowerCase() !== value) continue;
    if ((content.authenticationMode ?? 'Password') !== 'Password' || content.passwordHash !== hash) continue;
    if (signsInThrough(content, storeKey)) return shownId(stored);
  }
  return undefined;
}
