import type { Page } from '@kopkar/domain';
import type { ReactNode } from 'react';
import { QueueState } from '@/components/staff/queue-state';
import { StaffPager } from '@/components/staff/staff-pager';

type StaffListSectionProps = {
  list: { isLoading: boolean; error: unknown; data?: Page<unknown> };
  emptyText: string;
  emptyHint: string;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** A paged back-office list: loading, error and empty states, the rows (children) and the pager below. */
export function StaffListSection({ list, emptyText, emptyHint, onPage, children }: StaffListSectionProps) {
  return (
    <section aria-busy={list.isLoading} aria-live="polite">
      <QueueState
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={(list.data?.items.length ?? 0) === 0}
        emptyText={emptyText}
        emptyHint={emptyHint}
      />
      {children}
      {list.data && (
        <StaffPager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPage={onPage}
        />
      )}
    </section>
  );
}
