// Add or edit a team member: photo, name, contact, role, specialties, calendar colour and the services they do.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCreateTeamMember } from '#client/entities/team/api/create-team-member.ts';
import { useUpdateTeamMember } from '#client/entities/team/api/update-team-member.ts';
import {
  type TeamMemberFormOutput,
  type TeamMemberFormValues,
  teamMemberFormDefaults,
  teamMemberFormSchema,
} from '#client/entities/team/team-member-form.ts';
import { ImageUpload } from '#client/entities/uploads/image-upload.tsx';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { Service } from '#shared/schemas/service.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { ServiceChecklist } from './service-checklist.tsx';

export function TeamMemberDialog({
  open,
  onOpenChange,
  member,
  services,
  memberCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member?: TeamMember;
  services: Service[];
  memberCount: number;
}) {
  const { t } = useSettingsI18n();
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const pending = create.isPending || update.isPending;

  const save = async (values: TeamMemberFormOutput) => {
    try {
      if (member) {
        await update.mutateAsync({ id: member.id, changes: values });
        toast({ title: t('member.updated'), description: t('member.updatedText', { name: values.name }) });
      } else {
        await create.mutateAsync(values);
        toast({ title: t('member.added'), description: t('member.addedText', { name: values.name }) });
      }
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('common.error'),
        description: withServerMessage(member ? t('member.updateFailed') : t('member.addFailed'), error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{member ? t('member.dialog.edit', { name: member.name }) : t('team.add')}</DialogTitle>
          <DialogDescription>{t('member.dialog.text')}</DialogDescription>
        </DialogHeader>
        <TeamMemberForm
          member={member}
          services={services}
          memberCount={memberCount}
          pending={pending}
          onSave={save}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function TeamMemberForm({
  member,
  services,
  memberCount,
  pending,
  onSave,
  onCancel,
}: {
  member?: TeamMember;
  services: Service[];
  memberCount: number;
  pending: boolean;
  onSave: (values: TeamMemberFormOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useSettingsI18n();
  const form = useForm<TeamMemberFormValues, unknown, TeamMemberFormOutput>({
    resolver: zodResolver(teamMemberFormSchema),
    defaultValues: teamMemberFormDefaults(member, {
      allServiceIds: services.filter((s) => s.isActive).map((s) => s.id),
      memberCount,
    }),
  });
  const { errors } = form.formState;
  const [uploading, setUploading] = useState(false);

  return (
    <form
      onSubmit={form.handleSubmit(onSave)}
      noValidate
      aria-label={t('member.form')}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-[7rem_1fr]">
        <div className="grid content-start gap-2">
          <span className="text-sm leading-none font-medium">{t('member.photo')}</span>
          <Controller
            control={form.control}
            name="photoUrl"
            render={({ field }) => (
              <ImageUpload
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
                kind="avatar"
                label={t('member.photoLabel')}
                shape="square"
                compact
                className="w-28"
              />
            )}
          />
        </div>
        <div className="grid content-start gap-4">
          <FormField label={t('member.name')} error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                placeholder={t('member.namePlaceholder')}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField label={t('member.role')} error={errors.role?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="staff">{t('member.role.staff')}</SelectItem>
                      <SelectItem value="manager">{t('member.role.manager')}</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('member.email')} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </FormField>
        <FormField label={t('member.phone')} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('phone')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          label={t('member.specialties')}
          hint={t('member.specialtiesHint')}
          error={errors.specialties?.message}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('specialties')} />}
        </FormField>
        <FormField label={t('member.color')} error={errors.color?.message}>
          {(control) => (
            <div className="flex items-center gap-2">
              <Input
                {...control}
                type="color"
                className="h-10 w-12 shrink-0 cursor-pointer p-1"
                {...form.register('color')}
              />
              <span className="font-mono text-sm text-muted-foreground">{form.watch('color')}</span>
            </div>
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="serviceIds"
        render={({ field }) => (
          <ServiceChecklist services={services} value={field.value} onChange={field.onChange} />
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? <Spinner label={t('member.saving')} className="[&_svg]:text-current" /> : null}
          {pending ? t('common.saving') : member ? t('member.save') : t('team.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
