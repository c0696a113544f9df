// Subscriptions: the plans (Starter, Business, Premium) from the plans table, with their limits (-1 is
// unlimited) and how many businesses are on each.
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { limitLabel, usd } from '../admin-format.ts';
import { usePlans } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

export function SubscriptionsTab() {
  const plans = usePlans();
  return (
    <Loaded query={plans} label="plans">
      {(list) => (
        <div className="grid gap-4 md:grid-cols-3">
          {list.map((plan) => (
            <Card key={plan.id} className={plan.isPopular ? 'border-primary' : undefined}>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{plan.name}</h2>
                  {plan.isPopular ? <Badge>Most popular</Badge> : null}
                </div>
                <p className="text-2xl font-bold tabular-nums">
                  {usd(plan.price)}
                  <span className="text-sm font-normal text-muted-foreground"> / {plan.priceUnit}</span>
                </p>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm">
                <dl className="grid grid-cols-2 gap-1">
                  <dt className="text-muted-foreground">Services</dt>
                  <dd>{limitLabel(plan.maxServices)}</dd>
                  <dt className="text-muted-foreground">Bookings</dt>
                  <dd>{limitLabel(plan.maxBookings)}</dd>
                  <dt className="text-muted-foreground">Businesses</dt>
                  <dd>{plan.businesses}</dd>
                </dl>
                <ul className="list-disc pl-5">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </Loaded>
  );
}
