import type { WorkflowHandle } from '@temporalio/client';
import { temporal } from '@temporalio/proto';

const EventType = temporal.api.enums.v1.EventType;

/** How many activities of each type the workflow *scheduled* (retries are attempts, not new events). */
export async function scheduledActivities(handle: WorkflowHandle): Promise<Record<string, number>> {
  const history = await handle.fetchHistory();
  const counts: Record<string, number> = {};
  for (const event of history.events ?? []) {
    if (event.eventType !== EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED) continue;
    const name = event.activityTaskScheduledEventAttributes?.activityType?.name ?? '?';
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

export async function completedActivities(handle: WorkflowHandle): Promise<number> {
  const history = await handle.fetchHistory();
  return (history.events ?? []).filter((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED).length;
}
