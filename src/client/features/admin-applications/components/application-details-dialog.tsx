import {
  Check,
  CheckCircle2,
  Copy,
  FileText,
  Mail,
  RefreshCcw,
  Send,
  X,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ApplicationActions } from '../hooks/use-application-actions.ts';
import { useAdminFormat } from '../hooks/use-admin-format.ts';
import {
  fullName,
  invitationActions,
  invitationState,
  licenseExpired,
  vehicleLabel,
} from '../lib/applications.ts';
import { ApplicationStatusBadge, InvitationStateBadge } from './application-status-badge.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { useApproveConfirm } from '../hooks/use-approve-confirm.tsx';

interface ApplicationDetailsDialogProps {
  application: DriverApplication;
  actions: ApplicationActions;
  now: Date;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: () => void;
  onInvitation: () => void;
  onRegenerate: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

function Group({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      aria-label={title}
      className={cn('rounded-xl bg-ivory/60 px-4 py-4 ring-1 ring-ink/6 sm:px-5', wide && 'sm:col-span-2')}
    >
      <h3 className="text-[0.6875rem] font-semibold tracking-[0.18em] text-gold-dark uppercase">{title}</h3>
      <dl className="mt-3 grid gap-3">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-stone">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

const HISTORY_ICONS: Record<DriverApplication['actions'][number]['action'], LucideIcon> = {
  approve: CheckCircle2,
  reject: XCircle,
  resend: Send,
  regenerate: RefreshCcw,
};

/** Every field of an application, grouped, with its review, its invitation code and what was done to it. */
export function ApplicationDetailsDialog({
  application: a,
  actions,
  now,
  open,
  onOpenChange,
  onReject,
  onInvitation,
  onRegenerate,
  returnFocusTo,
}: ApplicationDetailsDialogProps) {
  const { t } = useTranslation('admin-applications');
  const f = useAdminFormat();
  const name = fullName(a);
  const state = invitationState(a, now);
  const can = invitationActions(a, now);
  const approving = actions.busy.approving === a.id;
  const resending = actions.busy.resending === a.id;
  const [approveDialog, approve] = useApproveConfirm(actions);
  const notProvided = <span className="font-normal text-stone">{t('details.notProvided')}</span>;
  const history = [...a.actions].sort((x, y) => Date.parse(x.at) - Date.parse(y.at));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      size="wide"
      title={t('details.title', { name })}
      aside={<ApplicationStatusBadge status={a.status} />}
      description={t('details.description', { date: f.dayTime(a.createdAt) })}
      testId="application-details"
      footer={
        <>
          <ModalClose>
            <Button variant="ghost" size="sm">
              {t('details.close')}
            </Button>
          </ModalClose>
          {a.status === 'pending' && (
            <>
              <Button variant="outline" size="sm" onClick={onReject} disabled={approving}>
                <X className="size-4" aria-hidden />
                {t('actions.reject')}
              </Button>
              <Button
                size="sm"
                onClick={() => approve(a)}
                disabled={approving}
                aria-busy={approving || undefined}
              >
                {approving ? (
                  <Spinner className="[&>span:first-child]:size-4" label={t('actions.approving')} />
                ) : (
                  <Check className="size-4" aria-hidden />
                )}
                {t('actions.approve')}
              </Button>
            </>
          )}
          {a.status === 'approved' && (
            <>
              {can.regenerate && (
                <Button variant="outline" size="sm" onClick={onRegenerate}>
                  <RefreshCcw className="size-4" aria-hidden />
                  {t('actions.regenerate')}
                </Button>
              )}
              {can.resend && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resending}
                  aria-busy={resending || undefined}
                  onClick={() => void actions.resend(a)}
                >
                  {resending ? (
                    <Spinner className="[&>span:first-child]:size-4" label={t('actions.resending')} />
                  ) : (
                    <Mail className="size-4" aria-hidden />
                  )}
                  {t('actions.resend')}
                </Button>
              )}
              {can.copy && (
                <Button variant="dark" size="sm" onClick={() => void actions.copyCode(a)}>
                  <Copy className="size-4" aria-hidden />
                  {t('actions.copyCode')}
                </Button>
              )}
            </>
          )}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Group title={t('details.groups.personal')}>
          <Item label={t('details.fields.name')}>{name}</Item>
          <Item label={t('details.fields.email')}>
            <a className="text-gold-dark underline-offset-4 hover:underline" href={`mailto:${a.email}`}>
              {a.email}
            </a>
          </Item>
          <Item label={t('details.fields.phone')}>
            <a className="text-gold-dark underline-offset-4 hover:underline" href={`tel:${a.phone}`}>
              {a.phone}
            </a>
          </Item>
          <Item label={t('details.fields.address')}>
            <span className="block">{a.address}</span>
            <span className="block">
              {a.city}, {a.state} {a.zipCode}
            </span>
          </Item>
          <Item label={t('details.fields.language')}>{t(`details.languages.${a.language}`)}</Item>
        </Group>

        <div className="grid content-start gap-4">
          <Group title={t('details.groups.license')}>
            <Item label={t('details.fields.licenseNumber')}>
              <span className="font-mono">{a.licenseNumber}</span>
            </Item>
            <Item label={t('details.fields.licenseExpiry')}>
              {f.calendarDate(a.licenseExpiry)}
              {licenseExpired(a.licenseExpiry, now) && (
                <span className="ml-2 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-900 ring-1 ring-rose-600/25 ring-inset">
                  {t('details.licenseExpired')}
                </span>
              )}
            </Item>
          </Group>
          <Group title={t('details.groups.insurance')}>
            <Item label={t('details.fields.insuranceCompany')}>{a.insuranceCompany}</Item>
            <Item label={t('details.fields.policyNumber')}>
              <span className="font-mono">{a.policyNumber}</span>
            </Item>
          </Group>
        </div>

        <Group title={t('details.groups.vehicle')}>
          <Item label={t('details.fields.vehicle')}>{vehicleLabel(a)}</Item>
          <Item label={t('details.fields.vehicleType')}>
            {t(`options.vehicleType.${a.vehicleType}`, { defaultValue: a.vehicleType })}
          </Item>
          <Item label={t('details.fields.vehicleColor')}>{a.vehicleColor}</Item>
          <Item label={t('details.fields.licensePlate')}>
            <span className="font-mono tracking-wide">{a.licensePlate}</span>
          </Item>
        </Group>

        <div className="grid content-start gap-4">
          <Group title={t('details.groups.experience')}>
            <Item label={t('details.fields.experienceYears')}>
              {t(`options.experienceYears.${a.experienceYears}`, { defaultValue: a.experienceYears })}
            </Item>
            <Item label={t('details.fields.availability')}>
              {t(`options.availability.${a.availability}`, { defaultValue: a.availability })}
            </Item>
          </Group>
          <Group title={t('details.groups.emergency')}>
            <Item label={t('details.fields.emergencyContactName')}>
              {a.emergencyContactName || notProvided}
            </Item>
            <Item label={t('details.fields.emergencyContactPhone')}>
              {a.emergencyContactPhone ? (
                <a
                  className="text-gold-dark underline-offset-4 hover:underline"
                  href={`tel:${a.emergencyContactPhone}`}
                >
                  {a.emergencyContactPhone}
                </a>
              ) : (
                notProvided
              )}
            </Item>
          </Group>
        </div>

        <Group title={t('details.groups.additional')} wide>
          <div>
            <dt className="sr-only">{t('details.groups.additional')}</dt>
            <dd className="text-sm leading-relaxed whitespace-pre-line text-ink">
              {a.additionalInfo?.trim() || <span className="text-stone">{t('details.none')}</span>}
            </dd>
          </div>
        </Group>

        <Group title={t('details.groups.review')}>
          <Item label={t('details.fields.status')}>
            <ApplicationStatusBadge status={a.status} />
          </Item>
          {a.reviewedAt ? (
            <>
              <Item label={t('details.fields.reviewedBy')}>
                {a.reviewedBy ?? t('details.history.unknownAdmin')}
              </Item>
              <Item label={t('details.fields.reviewedAt')}>{f.dayTime(a.reviewedAt)}</Item>
            </>
          ) : (
            <Item label={t('details.fields.reviewedAt')}>
              <span className="font-normal text-stone">{t('details.notReviewed')}</span>
            </Item>
          )}
          {a.rejectionReason && (
            <Item label={t('details.fields.rejectionReason')}>
              <blockquote
                className="border-l-2 border-rose-400 pl-3 font-normal whitespace-pre-line text-ink/85"
                data-testid="rejection-reason"
              >
                {a.rejectionReason}
              </blockquote>
            </Item>
          )}
        </Group>

        <Group title={t('details.groups.invitation')}>
          {a.invitationCode || state ? (
            <>
              <Item label={t('details.fields.code')}>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-base tracking-wider" data-testid="details-code">
                    {a.invitationCode ?? '—'}
                  </span>
                  {state && <InvitationStateBadge state={state} />}
                </span>
              </Item>
              {a.invitationExpiresAt && state !== 'used' && (
                <Item label={t('details.fields.codeExpires')}>{f.dayTime(a.invitationExpiresAt)}</Item>
              )}
              <Item label={t('details.fields.driverAccount')}>
                {a.driverUserId ? (
                  t('details.registered')
                ) : (
                  <span className="font-normal text-stone">{t('details.notRegistered')}</span>
                )}
              </Item>
              {a.status === 'approved' && (
                <div>
                  <Button variant="link" onClick={onInvitation}>
                    {t('actions.invitationFor', { name })}
                  </Button>
                </div>
              )}
            </>
          ) : (
            <Item label={t('details.fields.code')}>
              <span className="font-normal text-stone">{t('details.noCode')}</span>
            </Item>
          )}
        </Group>

        <section
          aria-label={t('details.groups.history')}
          className="rounded-xl px-1 py-1 sm:col-span-2"
          data-testid="application-history"
        >
          <h3 className="text-[0.6875rem] font-semibold tracking-[0.18em] text-gold-dark uppercase">
            {t('details.groups.history')}
          </h3>
          <ol className="mt-3 grid gap-0">
            <HistoryItem
              icon={FileText}
              title={t('details.history.submitted')}
              by={name}
              at={f.dayTime(a.createdAt)}
              last={history.length === 0}
            />
            {history.map((h, i) => (
              <HistoryItem
                key={`${h.action}-${h.at}-${i}`}
                icon={HISTORY_ICONS[h.action]}
                title={t(`details.history.${h.action}`)}
                by={h.by ?? t('details.history.unknownAdmin')}
                at={f.dayTime(h.at)}
                detail={h.detail}
                last={i === history.length - 1}
              />
            ))}
          </ol>
          {history.length === 0 && a.status === 'pending' && (
            <p className="mt-1 pl-10 text-sm text-stone">{t('details.historyEmpty')}</p>
          )}
        </section>
      </div>
      {approveDialog}
    </Modal>
  );
}

function HistoryItem({
  icon: Icon,
  title,
  by,
  at,
  detail,
  last = false,
}: {
  icon: LucideIcon;
  title: string;
  by: string;
  at: string;
  detail?: string | null;
  last?: boolean;
}) {
  const { t } = useTranslation('admin-applications');
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-ink/10" />}
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 pt-1">
        <p className="text-sm font-semibold text-ink">{title}</p>
        <p className="text-xs text-stone">
          {t('details.history.by', { name: by })} · {at}
        </p>
        {detail && <p className="mt-1 text-sm break-words whitespace-pre-line text-ink/80">{detail}</p>}
      </div>
    </li>
  );
}
