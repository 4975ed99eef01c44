import type { Page } from '@kopkar/domain';
import type { ReactNode } from 'react';
import { type StaffColumn, StaffDataTable } from '@/components/staff/staff-data-table';
import { StaffListSection } from '@/components/staff/staff-list-section';
import type { ContentListParams } from '../api/content-resources';
import { StaffContentToolbar } from './staff-content-toolbar';

type StaffContentListProps<T> = {
  title: string;
  /** What one row is, in the add button and the empty texts: 'Tambah {noun}', 'Belum ada {noun}'. */
  noun: string;
  searchLabel: string;
  tableLabel: string;
  query: { params: ContentListParams; setPage: (page: number) => void; setSearch: (search: string) => void };
  list: { isLoading: boolean; error: unknown; data?: Page<T> };
  columns: readonly StaffColumn<T>[];
  onAdd: () => void;
  /** Shown between the search bar and the list (e.g. a second action). */
  children?: ReactNode;
};

/** A searchable, paged content list of the back office (FAQ, organisation chart, promotions, products). */
export function StaffContentList<T extends { id: number }>({
  title,
  noun,
  searchLabel,
  tableLabel,
  query,
  list,
  columns,
  onAdd,
  children,
}: StaffContentListProps<T>) {
  const addLabel = `Tambah ${noun}`;
  const isSearch = Boolean(query.params.search);
  return (
    <>
      <StaffContentToolbar
        title={title}
        searchLabel={searchLabel}
        addLabel={addLabel}
        onSearch={query.setSearch}
        onAdd={onAdd}
      />
      {children}
      <StaffListSection
        list={list}
        emptyText={isSearch ? `Tidak ada ${noun} yang cocok` : `Belum ada ${noun}`}
        emptyHint={isSearch ? 'Ubah kata pencarian.' : `Tambahkan ${noun} dengan tombol ${addLabel}.`}
        onPage={query.setPage}
      >
        <StaffDataTable label={tableLabel} items={list.data?.items ?? []} columns={columns} />
      </StaffListSection>
    </>
  );
}
