import { describe, expectTypeOf, it } from 'vitest';
import type { FaultOptions, ImportApiEvent, ImportContainer, MockEvent } from '../../src/index.js';

// The controls' types are as exact as their run-time checks: what ct.inject refuses does not
// compile, and narrowing an event on its type narrows its data.

describe('FaultOptions', () => {
  it('takes a status (with a body), a network error, or a delay alone, each with the targeting options', () => {
    expectTypeOf<{ status: 503; body: { reason: string }; operation: 'getProject'; times: 2 }>().toExtend<FaultOptions>();
    expectTypeOf<{ networkError: true; projectKey: 'shop'; delayMs: 100 }>().toExtend<FaultOptions>();
    expectTypeOf<{ delayMs: 250 }>().toExtend<FaultOptions>();
  });

  it('rejects a status with a network error, a body without a status, and a fault that does nothing', () => {
    expectTypeOf<{ status: 503; networkError: true }>().not.toExtend<FaultOptions>();
    expectTypeOf<{ networkError: true; body: 'x' }>().not.toExtend<FaultOptions>();
    expectTypeOf<{ delayMs: 100; body: 'x' }>().not.toExtend<FaultOptions>();
    expectTypeOf<{ operation: 'getProject' }>().not.toExtend<FaultOptions>();
  });
});

describe('ImportApiEvent', () => {
  it('narrows data with the type', () => {
    const read = (event: MockEvent) => {
      if (event.type === 'ImportContainerCreated') expectTypeOf(event.data).toEqualTypeOf<ImportContainer>();
      if (event.type === 'ImportContainerDeleted') expectTypeOf(event.data.key).toEqualTypeOf<string>();
      if (event.type === 'ImportUnresolved') expectTypeOf(event.data.importContainerKey).toEqualTypeOf<string>();
      if (event.type === 'ImportOperationRejected') expectTypeOf(event.data).toEqualTypeOf<{ readonly id: string }>();
    };
    expectTypeOf(read).parameter(0).toEqualTypeOf<MockEvent>();
    expectTypeOf<Extract<ImportApiEvent, { type: 'ImportValidationFailed' }>['data']['version']>().toEqualTypeOf<number>();
  });
});
