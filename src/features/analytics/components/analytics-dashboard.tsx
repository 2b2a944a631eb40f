import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { formatDay } from '../format';
import { useAnalyticsPeriod } from '../use-analytics-period';
import { AfterSalesFiguresCard } from './after-sales-figures';
import { FunnelFigure } from './funnel-figure';
import { OfferFiguresCard } from './offer-figures';
import { PeriodPicker } from './period-picker';
import { RentFigure } from './rent-figure';
import { RequestsFigure } from './requests-figure';
import { SourceFigures } from './source-figures';
import { SummaryCards } from './summary-cards';
import { TopRequestedFigures } from './top-requested-figures';

/** /admin/analytics: the figures that steer the business, for the period in the URL. */
export function AnalyticsDashboard() {
  const { period, previous, choose } = useAnalyticsPeriod();
  return (
    <>
      <AdminPageHeader
        title="Statistiques"
        description={
          <span data-testid="analytics-period">
            Du {formatDay(period.from)} au {formatDay(period.to)}, comparé au {formatDay(previous.from)} –{' '}
            {formatDay(previous.to)} (jours de Paris)
          </span>
        }
      />
      <div className="grid gap-6">
        {/* Remounted with the period: a choice made elsewhere (Back button) resets its fields. */}
        <PeriodPicker key={`${period.kind}:${period.from}:${period.to}`} period={period} onChoose={choose} />
        <SummaryCards period={period} previous={previous} />
        <div className="grid gap-6 lg:grid-cols-2">
          <RequestsFigure period={period} />
          <FunnelFigure period={period} />
          <OfferFiguresCard period={period} />
          <AfterSalesFiguresCard period={period} />
          <RentFigure period={period} />
          <TopRequestedFigures period={period} />
          <SourceFigures period={period} />
        </div>
      </div>
    </>
  );
}
