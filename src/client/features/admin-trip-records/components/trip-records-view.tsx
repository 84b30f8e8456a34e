import { AlertTriangle, CheckCircle2, Copy, Download, RotateCw } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type {
  TripRecordProblemEntry,
  TripRecordSubmission,
  TripRecordsCheck,
} from '../../../../shared/contracts/trip-records.ts';
import { nyMonthOf } from '../../../../shared/domain/trip-record-month.ts';
import { tripRecordProblemLabel } from '../../../../shared/domain/trip-record-problems.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field, Select } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatNy, nyCalendarDate } from '../../../lib/new-york-date.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useTripRecordsCheck } from '../api/trip-records-check.ts';
import {
  csvUrl,
  dayLabel,
  dueState,
  monthChoices,
  monthLabel,
  readMonth,
  shortHash,
} from '../lib/trip-record-months.ts';

const CARD = 'grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:p-6';

/** After a download, how long the page reads the check again (every second) for the new submission. */
const AWAIT_SUBMISSION_MS = 15_000;

interface Awaiting {
  month: string;
  /** The month's submissions before the download. */
  count: number;
  until: number;
}

/**
 * The month's TLC trip records (issue 37): the month (kept in the address, `?month=YYYY-MM`; the month due now by
 * default) and its due date, the check (trips to file, trips dispatched without a ride, every trip that cannot be
 * filed and why, each linked to its booking), the file's download, and the month's past submissions.
 */
export function TripRecordsView() {
  const { t } = useTranslation('admin-trip-records');
  const lang = useContentLanguage();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const month = readMonth(params.get('month'), now);
  const months = useMemo(() => monthChoices(now, month), [now, month]);
  const current = nyMonthOf(now);

  const [awaiting, setAwaiting] = useState<Awaiting | null>(null);
  const polling = awaiting !== null && awaiting.month === month;
  const query = useTripRecordsCheck(month, polling ? 1000 : false);
  const data = query.data?.month === month ? query.data : undefined;

  // The download is recorded by the server as it sends the file: stop reading again once it shows (or in time).
  useEffect(() => {
    if (!awaiting) return;
    const seen = data && data.month === awaiting.month && data.submissions.length > awaiting.count;
    if (seen || Date.now() > awaiting.until || awaiting.month !== month) setAwaiting(null);
  }, [awaiting, data, month, query.dataUpdatedAt]);

  const onMonth = (e: ChangeEvent<HTMLSelectElement>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('month', e.target.value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const onDownload = () => {
    if (data) setAwaiting({ month, count: data.submissions.length, until: Date.now() + AWAIT_SUBMISSION_MS });
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="trip-records-month-title" className={CARD} data-testid="trip-records-month">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="trip-records-month-title" className="font-display text-2xl font-semibold text-ink">
            {t('month.title')}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-label={t('check.refresh')}
          >
            <RotateCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
            <span className="hidden sm:inline">{t('check.refresh')}</span>
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] sm:items-end">
          <Field label={t('month.label')}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                value={month}
                onChange={onMonth}
                aria-describedby={describedBy}
                data-testid="trip-records-month-select"
              >
                {months.map((m) => (
                  <option key={m} value={m}>
                    {m === current ? t('month.current', { month: monthLabel(m, lang) }) : monthLabel(m, lang)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {data && <DueLine check={data} today={nyCalendarDate(now)} />}
        </div>
      </section>

      {data ? (
        <>
          <CheckCard check={data} />
          <FileCard check={data} onDownload={onDownload} recording={polling} />
          <SubmissionsCard check={data} />
        </>
      ) : query.isError ? (
        <LoadFailure
          size="section"
          message={errorText(query.error) ?? t('check.loadError')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={CARD}>
          <Spinner className="text-gold-dark" label={t('check.loading')} />
        </div>
      )}
    </div>
  );
}

function DueLine({ check, today }: { check: TripRecordsCheck; today: string }) {
  const { t } = useTranslation('admin-trip-records');
  const lang = useContentLanguage();
  const state = dueState(check.month, check.dueBy, today);
  const filed = check.submissions.length;
  const late = state.kind === 'overdue' && filed === 0;
  return (
    <div className="grid gap-0.5 pb-1 text-sm" data-testid="trip-records-due">
      <p className="font-semibold text-ink">{t('month.dueBy', { date: dayLabel(check.dueBy, lang) })}</p>
      <p className={late ? 'font-medium text-danger' : 'text-stone'}>
        {state.kind === 'open'
          ? t('month.state.open')
          : state.kind === 'dueToday'
            ? t('month.state.dueToday')
            : t(`month.state.${state.kind}`, { count: state.days })}
        {filed > 0 && <> {t('month.filed', { count: filed })}</>}
      </p>
    </div>
  );
}

function CheckCard({ check }: { check: TripRecordsCheck }) {
  const { t } = useTranslation('admin-trip-records');
  const lang = useContentLanguage();
  const { cancelledAfterDispatch, noShows } = check.notFiled;
  const problems = check.problems.length;
  const nothing = check.rowCount === 0 && problems === 0 && cancelledAfterDispatch + noShows === 0;
  return (
    <section aria-labelledby="trip-records-check-title" className={CARD} data-testid="trip-records-check">
      <div>
        <h2 id="trip-records-check-title" className="font-display text-2xl font-semibold text-ink">
          {t('check.title')}
        </h2>
        <p className="mt-0.5 text-sm text-stone">
          {t('check.period', { from: dayLabel(check.from, lang), to: dayLabel(check.to, lang) })}
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <p className="grid content-start gap-1 rounded-xl bg-ivory p-4" data-testid="trip-records-to-file">
          <span className="text-4xl leading-none font-semibold text-ink tabular-nums">{check.rowCount}</span>
          <span className="text-sm font-semibold text-ink">
            {t('check.toFile', { count: check.rowCount })}
          </span>
          <span className="text-xs text-stone">{t('check.toFileNote')}</span>
        </p>
        <div className="rounded-xl bg-ivory p-4 text-sm" data-testid="trip-records-not-filed">
          <p className="font-semibold text-ink">{t('check.notFiledTitle')}</p>
          <ul className="mt-1 text-ink/80">
            <li>{t('check.cancelled', { count: cancelledAfterDispatch })}</li>
            <li>{t('check.noShows', { count: noShows })}</li>
          </ul>
          <p className="mt-1 text-xs text-stone">{t('check.notFiledNote')}</p>
        </div>
      </div>

      {nothing ? (
        <p className="text-sm text-stone" data-testid="trip-records-empty">
          {t('check.empty')}
        </p>
      ) : problems === 0 ? (
        <div
          className="flex items-start gap-3 rounded-xl bg-success/8 p-4 text-sm ring-1 ring-success/25"
          data-testid="trip-records-ready"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          <div>
            <p className="font-semibold text-ink">{t('check.ready')}</p>
            <p className="text-ink/75">{t('check.readyBody')}</p>
          </div>
        </div>
      ) : (
        <ProblemList problems={check.problems} />
      )}
    </section>
  );
}

function ProblemList({ problems }: { problems: TripRecordProblemEntry[] }) {
  const { t } = useTranslation('admin-trip-records');
  const lang = useContentLanguage();
  return (
    <div className="grid gap-3" data-testid="trip-records-problems">
      <div>
        <h3
          id="trip-records-problems-title"
          className="flex items-center gap-2 font-sans text-base font-semibold text-ink"
        >
          <AlertTriangle className="size-4 shrink-0 text-amber-700" aria-hidden />
          {t('check.problemsTitle', { count: problems.length })}
        </h3>
        <p className="mt-0.5 text-sm text-stone">{t('check.problemsLead')}</p>
      </div>
      <ul
        aria-labelledby="trip-records-problems-title"
        className="divide-y divide-amber-600/15 rounded-xl bg-amber-50/70 ring-1 ring-amber-600/20"
      >
        {problems.map((p) => (
          <li key={p.tripId} className="grid gap-1.5 p-4" data-booking={p.bookingNumber}>
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <Link
                to={`/admin?q=${encodeURIComponent(p.bookingNumber)}`}
                className="rounded-sm font-mono text-sm font-semibold tracking-wide text-gold-dark underline underline-offset-4"
                aria-label={t('check.booking', { number: p.bookingNumber })}
              >
                {p.bookingNumber}
              </Link>
              <span className="text-sm text-ink/80">{t('check.chauffeur', { name: p.driverName })}</span>
              <span className="text-sm text-ink/80">
                {t('check.pickup', { at: formatNy(p.pickupAt, 'dayTime', lang) })}
              </span>
            </div>
            <ul className="list-disc pl-5 text-sm text-amber-950">
              {p.reasons.map((r) => (
                <li key={r} data-reason={r}>
                  {tripRecordProblemLabel(r, lang)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FileCard({
  check,
  onDownload,
  recording,
}: {
  check: TripRecordsCheck;
  onDownload: () => void;
  recording: boolean;
}) {
  const { t } = useTranslation('admin-trip-records');
  const problems = check.problems.length;
  const ready = check.baseLicense !== null && check.fileName !== null;
  const label = (
    <>
      <Download className="size-4" aria-hidden />
      {t('download.button')}
    </>
  );
  return (
    <section aria-labelledby="trip-records-file-title" className={CARD} data-testid="trip-records-file">
      <h2 id="trip-records-file-title" className="font-display text-2xl font-semibold text-ink">
        {t('download.title')}
      </h2>
      {ready ? (
        <p className="grid gap-0.5 text-sm">
          <span className="text-stone">{t('download.fileName')}</span>
          <span className="font-mono break-all text-ink" data-testid="trip-records-file-name">
            {check.fileName}
          </span>
        </p>
      ) : (
        <p
          className="flex items-start gap-2 rounded-xl bg-amber-50/70 p-4 text-sm text-amber-950 ring-1 ring-amber-600/20"
          data-testid="trip-records-no-license"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {t('download.noLicense')}
        </p>
      )}
      {ready && problems > 0 && (
        <p
          className="flex items-start gap-2 rounded-xl bg-amber-50/70 p-4 text-sm text-amber-950 ring-1 ring-amber-600/20"
          data-testid="trip-records-warning"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {t('download.withProblems', { count: problems })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {ready ? (
          <a
            href={csvUrl(check.month)}
            download
            onClick={onDownload}
            className={buttonClasses('primary', 'md')}
          >
            {label}
          </a>
        ) : (
          <Button disabled>{label}</Button>
        )}
        {recording && <Spinner className="text-sm text-stone" label={t('download.recording')} />}
      </div>
      <p className="text-xs text-stone">{t('download.note')}</p>
    </section>
  );
}

function SubmissionsCard({ check }: { check: TripRecordsCheck }) {
  const { t } = useTranslation('admin-trip-records');
  return (
    <section
      aria-labelledby="trip-records-submissions-title"
      className={CARD}
      data-testid="trip-records-submissions"
    >
      <h2 id="trip-records-submissions-title" className="font-display text-2xl font-semibold text-ink">
        {t('submissions.title')}
      </h2>
      {check.submissions.length === 0 ? (
        <p className="text-sm text-stone">{t('submissions.empty')}</p>
      ) : (
        <ul aria-labelledby="trip-records-submissions-title" className="divide-y divide-ink/8">
          {check.submissions.map((s) => (
            <SubmissionRow key={`${s.at}-${s.sha256}`} submission={s} month={check.month} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SubmissionRow({ submission: s, month }: { submission: TripRecordSubmission; month: string }) {
  const { t } = useTranslation('admin-trip-records');
  const lang = useContentLanguage();
  const copy = () => {
    void navigator.clipboard
      ?.writeText(s.sha256)
      .then(() => toast({ variant: 'success', title: t('submissions.copied') }))
      .catch(() => toast({ variant: 'destructive', title: t('submissions.copyFailed') }));
  };
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="trip-records-submission">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
        <span className="font-semibold text-ink">{formatNy(s.at, 'dayTime', lang)}</span>
        <span className="text-ink/80">{t('submissions.by', { name: s.by ?? t('submissions.unknown') })}</span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[repeat(3,minmax(0,auto))_minmax(0,1fr)]">
        <div>
          <dt className="text-xs text-stone">{t('submissions.month')}</dt>
          <dd className="text-ink">{monthLabel(month, lang)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone">{t('submissions.rows')}</dt>
          <dd className="text-ink" data-testid="submission-rows">
            {s.rowCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone">{t('submissions.problems')}</dt>
          <dd className="text-ink">{s.problemCount}</dd>
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <dt className="text-xs text-stone">{t('submissions.sha')}</dt>
          <dd className="flex items-center gap-1">
            <code className="font-mono text-ink" title={s.sha256} data-sha256={s.sha256}>
              {shortHash(s.sha256)}
            </code>
            <button
              type="button"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink/70 transition-colors hover:bg-ink/5 hover:text-ink"
              onClick={copy}
              aria-label={t('submissions.copy')}
              title={t('submissions.copy')}
            >
              <Copy className="size-4" aria-hidden />
            </button>
          </dd>
        </div>
      </dl>
      <p className="font-mono text-xs break-all text-stone">{s.fileName}</p>
    </li>
  );
}
