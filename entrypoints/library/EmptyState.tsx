import type { ComponentChildren } from 'preact';

/** What is missing and the next step to take (issue 31): the shared empty-state component. */
export function EmptyState({ testId, message, children }: { testId: string; message: string; children: ComponentChildren }) {
  return (
    <div class="empty-state" data-testid={testId}>
      <p>{message}</p>
      {children}
    </div>
  );
}
