import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { QueueState } from '@/components/staff/queue-state';
import { SectionCard } from '@/components/staff/section-card';
import { useSettings } from '../api/get-settings';
import { StaffSettingRow } from '../components/staff-setting-row';
import { StaffShuAllocationRow } from '../components/staff-shu-allocation-row';
import { SETTING_GROUPS } from '../lib/staff-settings-fields';

/** /admin/settings (ADMIN): the (setting) constants of docs/product and the brand, grouped; saved one key at a time. */
export function StaffSettingsPage() {
  usePageTitle('Pengaturan · Back Office');
  const settings = useSettings();
  const stored = new Map((settings.data ?? []).map((row) => [row.key, row.value]));
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Pengaturan
      </Typography>
      <section aria-busy={settings.isLoading}>
        <QueueState
          isLoading={settings.isLoading}
          error={settings.error}
          isEmpty={false}
          emptyText=""
          emptyHint=""
        />
        {settings.data && (
          <Stack spacing={2} sx={{ maxWidth: 880 }}>
            {SETTING_GROUPS.map((group) => (
              <SectionCard key={group.title} title={group.title}>
                <Stack spacing={2.5}>
                  {group.fields.map((field) =>
                    field.kind === 'shu-allocation' ? (
                      <StaffShuAllocationRow
                        key={field.key}
                        field={field}
                        stored={stored.get(field.key) ?? null}
                      />
                    ) : (
                      <StaffSettingRow key={field.key} field={field} stored={stored.get(field.key) ?? null} />
                    ),
                  )}
                </Stack>
              </SectionCard>
            ))}
          </Stack>
        )}
      </section>
    </>
  );
}
