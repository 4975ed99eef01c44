import { REMINDER_CHANNELS, REMINDER_KINDS } from '@kopkar/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { PUSH_BLOCK_MESSAGES } from '../lib/push-device';
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
  pushPublicKey: 'AQAB',
  pushDevices: 0,
};

/** GET /reminders answers the settings; POST and DELETE /reminders/push-subscriptions count one device, then none. */
function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/reminders/push-subscriptions')) {
      return reply(200, { pushDevices: init?.method === 'DELETE' ? 0 : 1 });
    }
    if (url.endsWith('/reminders')) return reply(200, settings);
    return reply(404, null, 'Tidak ditemukan');
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user: buildUser() });
  return fetchMock;
}

/** A browser with push: a service worker whose PushManager holds `subscription` once subscribed. */
function stubBrowserPush(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => permission });
  return subscription;
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
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushDevicePanel', () => {
  it('subscribes this browser, then unsubscribes it, saying so and counting the devices', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    const subscription = stubBrowserPush('granted');
    renderSection();

    const enable = await screen.findByRole('button', { name: 'Aktifkan notifikasi push di perangkat ini' });
    expect(screen.getByText('Belum ada perangkat yang menerima notifikasi push.')).toBeVisible();
    await user.click(enable);
    expect(await screen.findByText('Notifikasi push aktif di perangkat ini')).toBeVisible();
    expect(screen.getByText('1 perangkat menerima notifikasi push.')).toBeVisible();
    const saved = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/push-subscriptions') && init?.method === 'POST',
    );
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      endpoint: 'https://push.example/device-1',
      keys: { p256dh: 'p256', auth: 'auth' },
    });

    await user.click(screen.getByRole('button', { name: 'Matikan notifikasi push di perangkat ini' }));
    expect(await screen.findByText('Notifikasi push dimatikan di perangkat ini')).toBeVisible();
    expect(screen.getByText('Belum ada perangkat yang menerima notifikasi push.')).toBeVisible();
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Aktifkan notifikasi push di perangkat ini' })).toBeEnabled();
  });

  it('shows why when the member refuses the permission, and lets them try again', async () => {
    const user = userEvent.setup();
    stubApi();
    stubBrowserPush('denied');
    renderSection();

    await user.click(
      await screen.findByRole('button', { name: 'Aktifkan notifikasi push di perangkat ini' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_BLOCK_MESSAGES.denied);
    expect(screen.getByRole('button', { name: 'Aktifkan notifikasi push di perangkat ini' })).toBeEnabled();
  });
});
