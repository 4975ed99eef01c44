import { SkeletonBlock } from '@/components/skeleton-block';
import { useOrgChart } from '../api/content-queries';
import { CardGrid } from './card-grid';
import { OrgChartCard } from './org-chart-card';
import { SectionNotice } from './section-notice';

/** The organisation chart cards (GET /ochart); `limit` shows a teaser of the first few. */
export function OrgChartGrid({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const { data: entries, isPending, isError, refetch } = useOrgChart();
  if (isPending) {
    return (
      <CardGrid label="Memuat struktur organisasi" phoneColumns={compact ? 2 : 1}>
        {[1, 2, 3, 4].map((key) => (
          <SkeletonBlock key={key} height={compact ? 170 : 230} rounded />
        ))}
      </CardGrid>
    );
  }
  if (isError) {
    return <SectionNotice text="Struktur organisasi belum dapat dimuat." onRetry={() => void refetch()} />;
  }
  if (entries.length === 0) {
    return <SectionNotice text="Struktur organisasi belum diisi. Silakan kembali lagi nanti." />;
  }
  return (
    <CardGrid label="Pengurus koperasi" phoneColumns={compact ? 2 : 1}>
      {entries.slice(0, limit).map((entry) => (
        <OrgChartCard key={entry.id} entry={entry} compact={compact} />
      ))}
    </CardGrid>
  );
}
