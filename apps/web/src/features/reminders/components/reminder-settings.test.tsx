import { REMINDER_CHANNELS, REMINDER_KINDS } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { ReminderSettings } from './reminder-settings';

const reply = (status: number, data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const settings = {
  preferences: REMINDER_KINDS.flatMap((kind) =>
    REMINDER_CHANNELS.map((channel) => ({ kind, channel, enabled: true })),
  ),
  pushPublicKey: null,
  pushDevices: 0,
};

/** GET /reminders answers the settings; PUT /reminders/preferences answers `put` (the choice, or a failure). */
function stubApi(put: (body: unknown) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/reminders/preferences')) return put(JSON.parse(String(init?.body)));
    if (url.endsWith('/reminders')) return reply(200, settings);
    return reply(404, null, 'Tidak ditemukan');
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user: buildUser() });
  return fetchMock;
}

function renderSection() {
  render(
    <AppProvider>
      <ReminderSettings />
    </AppProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReminderSettings', () => {
  it('saves a switch at once and says so; without push on the server it says e-mail still works', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((body) => reply(200, body));
    renderSection();

    const funding = await screen.findByRole('group', { name: 'Pencairan' });
    const email = within(funding).getByRole('switch', { name: 'E-mail' });
    expect(email).toBeChecked();
    await user.click(email);
    expect(email).not.toBeChecked();
    expect(await screen.findByText('Pencairan lewat e-mail dimatikan')).toBeVisible();
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reminders/preferences'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ kind: 'FUNDING', channel: 'EMAIL', enabled: false });
    expect(
      screen.getByText(
        'Notifikasi push belum tersedia di server koperasi. Pengingat lewat e-mail tetap berjalan.',
      ),
    ).toBeVisible();
  });

  it('puts a switch back and shows why when saving fails', async () => {
    const user = userEvent.setup();
    stubApi(() => reply(503, null, 'Layanan sedang tidak tersedia'));
    renderSection();

    const approval = await screen.findByRole('group', { name: 'Keputusan persetujuan' });
    const push = within(approval).getByRole('switch', { name: 'Notifikasi push' });
    await user.click(push);
    expect(await screen.findByText('Layanan sedang tidak tersedia')).toBeVisible();
    expect(push).toBeChecked();
  });
});
