import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/error-message';
import { usePreferences, useSendTestPush, useSetPreference } from '../api/notification-preferences';
import { useAddPushDevice, usePushDevices, useRemovePushDevice } from '../api/push-devices';
import { pushSupported, subscribeThisDevice } from '../lib/this-device';
import { InstallHint } from './install-hint';
import { KIND_LABELS } from './notification-kinds';

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/** The devices that receive notifications, and what this account is told of by push and by e-mail. */
export function NotificationsCard() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const devices = usePushDevices();
  const preferences = usePreferences();
  const addDevice = useAddPushDevice();
  const removeDevice = useRemovePushDevice();
  const setPreference = useSetPreference();
  const sendTest = useSendTestPush();
  const [turningOn, setTurningOn] = useState(false);

  async function turnOn() {
    setTurningOn(true);
    try {
      await addDevice.mutateAsync(await subscribeThisDevice());
      toast({ variant: 'success', body: t`This device will receive notifications.` });
    } catch (error) {
      toast({ variant: 'danger', body: errorMessage(error) });
    } finally {
      setTurningOn(false);
    }
  }

  async function test() {
    try {
      await sendTest.mutateAsync();
      toast({ variant: 'success', body: t`A test notification is on its way to your devices.` });
    } catch (error) {
      toast({ variant: 'danger', body: errorMessage(error) });
    }
  }

  const list = devices.data?.devices ?? [];
  return (
    <section className="card border-0 shadow-sm mt-4" aria-labelledby="notifications-title">
      <div className="card-body p-3 p-sm-4">
        <h2 id="notifications-title" className="h5 mb-3">
          <Trans>Notifications</Trans>
        </h2>
        <InstallHint />
        <div className="d-flex flex-wrap gap-2 mb-3">
          {pushSupported() ? (
            <Button variant="primary" onClick={() => void turnOn()} disabled={turningOn}>
              <i className="bi bi-bell me-2" aria-hidden="true" />
              <Trans>Turn on notifications on this device</Trans>
            </Button>
          ) : (
            <p className="text-body-secondary mb-0">
              <Trans>This browser cannot receive notifications.</Trans>
            </p>
          )}
          <Button
            variant="outline-secondary"
            onClick={() => void test()}
            disabled={list.length === 0 || sendTest.isPending}
          >
            <Trans>Send a test notification</Trans>
          </Button>
        </div>
        <h3 className="h6">
          <Trans>Your devices</Trans>
        </h3>
        {list.length === 0 ? (
          <p className="text-body-secondary">
            <Trans>No device receives your notifications yet.</Trans>
          </p>
        ) : (
          <ul className="list-group mb-3">
            {list.map((device) => (
              <li key={device.endpoint} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto text-break">
                  <strong>{device.endpointHost}</strong>
                  <br />
                  <small className="text-body-secondary">
                    <Trans>
                      Added {formatDate(device.createdAt)} · last notified {formatDate(device.lastDeliveredAt)}
                    </Trans>
                  </small>
                </span>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => removeDevice.mutate(device.endpoint)}
                  aria-label={t`Remove ${device.endpointHost}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <h3 className="h6">
          <Trans>Tell me of</Trans>
        </h3>
        <table className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">
                <Trans>News</Trans>
              </th>
              <th scope="col" className="text-center text-nowrap">
                <Trans>Push</Trans>
              </th>
              <th scope="col" className="text-center text-nowrap">
                <Trans>E-mail</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {(preferences.data?.preferences ?? []).map((preference) => (
              <tr key={preference.kind}>
                <td>{i18n._(KIND_LABELS[preference.kind])}</td>
                {(['push', 'email'] as const).map((channel) => (
                  <td key={channel} className="text-center">
                    <Form.Check
                      className="d-inline-block"
                      id={`${preference.kind}-${channel}`}
                      aria-label={
                        channel === 'push'
                          ? t`${i18n._(KIND_LABELS[preference.kind])} by push`
                          : t`${i18n._(KIND_LABELS[preference.kind])} by e-mail`
                      }
                      checked={preference[channel]}
                      onChange={(event) => setPreference.mutate({ ...preference, [channel]: event.target.checked })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
