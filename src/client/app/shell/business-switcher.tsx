// The business this session acts in, for someone who belongs to more than one: a labelled select. Switching
// drops every cached answer of the business before (actInBusiness) and opens the new one's dashboard.
import { useId } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSwitchBusiness } from '#client/entities/memberships/api/act-in-business.ts';
import { useMemberships } from '#client/entities/memberships/api/get-memberships.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { cn } from '#client/lib/cn.ts';

export function BusinessSwitcher({ className }: { className?: string }) {
  const memberships = useMemberships();
  const switching = useSwitchBusiness();
  const labelId = useId();
  const { t } = useAppI18n();
  const all = memberships.data?.all ?? [];
  const current = memberships.data?.current ?? null;
  if (all.length < 2) return null;

  const choose = (businessId: string) => {
    if (businessId === current?.businessId) return;
    switching.mutate(businessId, {
      onError: (error) =>
        toast({
          title: t('shell.switchFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className={cn('min-w-0 items-center gap-2', className)}>
      <span id={labelId} className="sr-only">
        {t('shell.business')}
      </span>
      <Select value={current?.businessId ?? ''} onValueChange={choose} disabled={switching.isPending}>
        <SelectTrigger aria-labelledby={labelId} className="h-9 w-full max-w-56 min-w-0">
          <SelectValue placeholder={t('shell.chooseBusiness')} />
        </SelectTrigger>
        <SelectContent>
          {all.map((membership) => (
            <SelectItem key={membership.businessId} value={membership.businessId}>
              {membership.businessName} · {t(`shell.role.${membership.role}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
