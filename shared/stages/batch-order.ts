/**
 * The order in which Stage 3's lanes take the plan's batch ranges. The plan is sorted by
 * normalized URL, so neighbouring ranges mostly hold one host's URLs; lanes that took
 * neighbouring ranges would all wait on that one host's per-host limit while the overall limit
 * sat idle. Lanes therefore start at evenly spaced points of the plan and each walks on from
 * there: range indexes 0, s, 2s, …, then 1, s+1, 2s+1, … with s = ceil(ranges / lanes).
 * A permutation of 0..ranges-1; pure, so workflows may call it.
 */
export function spreadBatchOrder(ranges: number, lanes: number): number[] {
  if (ranges <= 0) return [];
  const width = Math.max(1, Math.min(lanes, ranges));
  const stride = Math.ceil(ranges / width);
  const order: number[] = [];
  for (let step = 0; step < stride; step++) {
    for (let lane = 0; lane < width; lane++) {
      const index = lane * stride + step;
      if (index < ranges) order.push(index);
    }
  }
  return order;
}
