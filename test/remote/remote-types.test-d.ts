import { describe, expectTypeOf, it } from 'vitest';
import type { CommercetoolsMock, FaultOptions } from '../../src/index.js';
import type { RemoteCommercetoolsMock } from '../../src/remote/index.js';

// The remote client keeps the in-process names, with the same parameters and promised results,
// so that a test moves between the two by adding `await`.

type Local = CommercetoolsMock;
type Remote = RemoteCommercetoolsMock;

describe('the remote client against the in-process controls', () => {
  it('takes the same arguments and promises the same results for the seeding controls', () => {
    expectTypeOf<Parameters<Remote['addProject']>>().toEqualTypeOf<Parameters<Local['addProject']>>();
    expectTypeOf<ReturnType<Remote['addProject']>>().toEqualTypeOf<Promise<ReturnType<Local['addProject']>>>();
    expectTypeOf<Parameters<Remote['addStore']>>().toEqualTypeOf<Parameters<Local['addStore']>>();
    expectTypeOf<ReturnType<Remote['addStore']>>().toEqualTypeOf<Promise<ReturnType<Local['addStore']>>>();
    expectTypeOf<Parameters<Remote['addAssociateRole']>>().toEqualTypeOf<Parameters<Local['addAssociateRole']>>();
    expectTypeOf<ReturnType<Remote['addAssociateRole']>>().toEqualTypeOf<Promise<ReturnType<Local['addAssociateRole']>>>();
    expectTypeOf<Parameters<Remote['addCustomer']>>().toEqualTypeOf<Parameters<Local['addCustomer']>>();
    expectTypeOf<ReturnType<Remote['addCustomer']>>().toEqualTypeOf<Promise<ReturnType<Local['addCustomer']>>>();
    expectTypeOf<Parameters<Remote['addImportContainer']>>().toEqualTypeOf<Parameters<Local['addImportContainer']>>();
    expectTypeOf<ReturnType<Remote['addImportContainer']>>().toEqualTypeOf<Promise<ReturnType<Local['addImportContainer']>>>();
    expectTypeOf<Parameters<Remote['addResource']>>().toEqualTypeOf<Parameters<Local['addResource']>>();
    expectTypeOf<Parameters<Remote['addCart']>>().toEqualTypeOf<Parameters<Local['addCart']>>();
    expectTypeOf<Parameters<Remote['addSubscription']>>().toEqualTypeOf<Parameters<Local['addSubscription']>>();
    expectTypeOf<Parameters<Remote['issueToken']>>().toEqualTypeOf<Parameters<Local['issueToken']>>();
    expectTypeOf<ReturnType<Remote['issueToken']>>().toEqualTypeOf<Promise<ReturnType<Local['issueToken']>>>();
  });

  it('injects faults (all but the match predicate, which cannot travel) and import outcomes', () => {
    type WithoutMatch<T> = T extends unknown ? Omit<T, 'match'> : never;
    expectTypeOf<Parameters<Remote['inject']>[0]>().toEqualTypeOf<WithoutMatch<FaultOptions>>();
    expectTypeOf<{ status: 503; networkError: true }>().not.toExtend<Parameters<Remote['inject']>[0]>();
    expectTypeOf<Parameters<Remote['injectImportOutcome']>>().toEqualTypeOf<Parameters<Local['injectImportOutcome']>>();
    expectTypeOf<Awaited<ReturnType<Remote['inject']>>['remove']>().returns.toEqualTypeOf<Promise<void>>();
    // The in-process handle's counts are live getters; the remote one's are the injection's answer, and read() asks now.
    expectTypeOf<Awaited<ReturnType<Remote['inject']>>['read']>().returns.toEqualTypeOf<Promise<{ readonly remaining: number; readonly hits: number }>>();
    expectTypeOf<Pick<ReturnType<Local['inject']>, 'remaining' | 'hits'>>().toEqualTypeOf<Pick<Awaited<ReturnType<Remote['inject']>>, 'remaining' | 'hits'>>();
  });

  it('moves the clock with the same arguments', () => {
    expectTypeOf<Parameters<Remote['clock']['advance']>>().toEqualTypeOf<Parameters<Local['clock']['advance']>>();
    expectTypeOf<Parameters<Remote['clock']['set']>>().toEqualTypeOf<Parameters<Local['clock']['set']>>();
    expectTypeOf<ReturnType<Remote['clock']['now']>>().toEqualTypeOf<Promise<ReturnType<Local['clock']['now']>>>();
    expectTypeOf<ReturnType<Remote['clock']['isoNow']>>().toEqualTypeOf<Promise<ReturnType<Local['clock']['isoNow']>>>();
  });

  it('reads the journal and the events as the in-process properties hold them', () => {
    expectTypeOf<Awaited<ReturnType<Remote['requests']>>>().toEqualTypeOf<Local['requests']>();
    expectTypeOf<Awaited<ReturnType<Remote['events']>>>().toEqualTypeOf<Local['events']>();
  });

  it('adds stubs with the same options, and lists them as ct.stubs holds them', () => {
    expectTypeOf<Parameters<Remote['stub']>>().toEqualTypeOf<Parameters<Local['stub']>>();
    expectTypeOf<Awaited<ReturnType<Remote['stub']>>['id']>().toEqualTypeOf<Awaited<ReturnType<Local['stub']>>['id']>();
    expectTypeOf<Awaited<ReturnType<Remote['stub']>>['remove']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<Awaited<ReturnType<Remote['stubs']>>>().toEqualTypeOf<Local['stubs']>();
  });

  it('filters the journal by what an entry holds, its correlation id included', () => {
    type Filter = NonNullable<Parameters<Remote['requests']>[0]>;
    expectTypeOf<Filter['operation']>().toEqualTypeOf<Local['requests'][number]['operation'] | undefined>();
    expectTypeOf<Filter['correlationId']>().toEqualTypeOf<Local['requests'][number]['correlationId'] | undefined>();
    expectTypeOf<Filter['projectKey']>().toEqualTypeOf<Local['requests'][number]['projectKey']>();
  });
});
