import { spreadBatchOrder } from '../../shared/stages/batch-order';

describe('spreadBatchOrder: lanes start spread over the plan', () => {
  test('every range exactly once, for any size and lane count', () => {
    for (const ranges of [0, 1, 2, 7, 8, 9, 50, 99, 500]) {
      for (const lanes of [1, 3, 8, 16]) {
        const order = spreadBatchOrder(ranges, lanes);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: ranges }, (_, i) => i));
      }
    }
  });

  test('the first ranges the lanes take are evenly spaced, then each walks on', () => {
    expect(spreadBatchOrder(50, 8).slice(0, 8)).toEqual([0, 7, 14, 21, 28, 35, 42, 49]);
    expect(spreadBatchOrder(50, 8).slice(8, 16)).toEqual([1, 8, 15, 22, 29, 36, 43, 2]);
    expect(spreadBatchOrder(3, 8)).toEqual([0, 1, 2]);
    expect(spreadBatchOrder(10, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
