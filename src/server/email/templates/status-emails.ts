import type { TIncidentStatus, TMaintenance, TStatusIncident } from '@shared/contracts/status';
import { UNSUBSCRIBE_LABELS } from '../email-categories';
import type { TEmail } from '../mailer';
import type { TTrackingLinks } from '../tracking-links';
import { renderLayout } from './layout';

const STEP_LABELS: Record<TIncidentStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

/** Double opt-in: nothing is sent to the address until its owner follows this link. */
export function statusConfirmEmail(opts: { to: string; confirmUrl: string }): TEmail {
  const body = renderLayout({
    title: 'Confirm your status subscription',
    paragraphs: [
      'Someone, hopefully you, asked to receive Rivalwatch status notices (incidents and scheduled maintenance) at this address.',
      'Nothing will be sent until you confirm. If this was not you, ignore this email.',
    ],
    action: { label: 'Confirm subscription', url: opts.confirmUrl },
  });
  return {
    kind: 'status_confirm',
    to: opts.to,
    subject: 'Confirm your Rivalwatch status subscription',
    ...body,
  };
}

/** One step of an incident, to a confirmed subscriber, with a one-click unsubscribe. */
export function statusIncidentEmail(opts: {
  to: string;
  incident: Pick<TStatusIncident, 'title' | 'severity' | 'automatic'>;
  step: TIncidentStatus;
  message: string;
  statusUrl: string;
  links: TTrackingLinks;
}): TEmail {
  const label = STEP_LABELS[opts.step];
  const body = renderLayout({
    title: `${label}: ${opts.incident.title}`,
    paragraphs: [
      opts.message,
      `Severity: ${opts.incident.severity}.${opts.incident.automatic ? ' Opened automatically by our probes.' : ''}`,
    ],
    action: { label: 'View the status page', url: opts.statusUrl },
    links: opts.links,
    unsubscribe: UNSUBSCRIBE_LABELS.status,
  });
  return {
    kind: 'status_incident',
    to: opts.to,
    subject: `[Rivalwatch status] ${label}: ${opts.incident.title}`.slice(0, 200),
    ...body,
  };
}

export function statusMaintenanceEmail(opts: {
  to: string;
  maintenance: Pick<TMaintenance, 'title' | 'message' | 'startsAt' | 'endsAt'>;
  statusUrl: string;
  links: TTrackingLinks;
}): TEmail {
  const m = opts.maintenance;
  const body = renderLayout({
    title: `Scheduled maintenance: ${m.title}`,
    paragraphs: [m.message, `From ${m.startsAt} to ${m.endsAt} (UTC).`],
    action: { label: 'View the status page', url: opts.statusUrl },
    links: opts.links,
    unsubscribe: UNSUBSCRIBE_LABELS.status,
  });
  return {
    kind: 'status_maintenance',
    to: opts.to,
    subject: `[Rivalwatch status] Scheduled maintenance: ${m.title}`.slice(0, 200),
    ...body,
  };
}

/** To the admins when the probes open an incident by themselves. */
export function statusAdminAlertEmail(opts: {
  to: string;
  title: string;
  detail: string;
  adminUrl: string;
}): TEmail {
  const body = renderLayout({
    title: `Automatic incident: ${opts.title}`,
    paragraphs: [
      opts.detail,
      'It resolves by itself after five healthy minutes; you can update it meanwhile.',
    ],
    action: { label: 'Open incidents', url: opts.adminUrl },
  });
  return {
    kind: 'status_admin_alert',
    to: opts.to,
    subject: `[Rivalwatch] Automatic incident: ${opts.title}`.slice(0, 200),
    ...body,
  };
}
