import { ArrowRight, BarChart3, Mail, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/routes';

/** Campaigns, leads and analytics, each a card leading to its screen. */
export function MarketingShortcuts() {
  return (
    <section aria-labelledby="marketing-shortcuts" className="mt-8">
      <h2 id="marketing-shortcuts" className="sr-only">
        Raccourcis
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <ShortcutCard
          icon={<Mail aria-hidden="true" />}
          title="Campagnes Email"
          description="Créez, programmez et suivez vos campagnes d’e-mailing auprès de vos prospects et clients."
          to={paths.admin.campaigns}
          action="Gérer les campagnes"
        />
        <ShortcutCard
          icon={<UserPlus aria-hidden="true" />}
          title="Leads & CRM"
          description="Suivez chaque prospect dans le pipeline commercial, du premier contact à la signature."
          to={paths.admin.leads}
          action="Voir les leads"
        />
        <ShortcutCard
          icon={<BarChart3 aria-hidden="true" />}
          title="Analytics"
          description="Analysez le trafic du site et la performance de vos actions marketing."
          to={paths.admin.analytics}
          action="Voir les statistiques"
        />
      </div>
    </section>
  );
}

function ShortcutCard({
  icon,
  title,
  description,
  to,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-md bg-navy text-accent [&_svg]:size-5">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={to}>
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
