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
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const pending = create.isPending || update.isPending;

  const save = async (values: TeamMemberFormOutput) => {
    try {
      if (member) {
        await update.mutateAsync({ id: member.id, changes: values });
        toast({ title: 'Team member updated', description: `${values.name}'s details were saved.` });
      } else {
        await create.mutateAsync(values);
        toast({ title: 'Team member added', description: `${values.name} can now be booked.` });
      }
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Error',
        description: withServerMessage(
          member ? 'Failed to update team member' : 'Failed to add team member',
          error,
        ),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{member ? `Edit ${member.name}` : 'Add Team Member'}</DialogTitle>
          <DialogDescription>
            Clients can choose who they book with, among the services each person does.
          </DialogDescription>
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
    <form onSubmit={form.handleSubmit(onSave)} noValidate aria-label="Team member" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-[7rem_1fr]">
        <div className="grid content-start gap-2">
          <span className="text-sm leading-none font-medium">Photo</span>
          <Controller
            control={form.control}
            name="photoUrl"
            render={({ field }) => (
              <ImageUpload
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
                kind="avatar"
                label="Team member photo"
                shape="square"
                compact
                className="w-28"
              />
            )}
          />
        </div>
        <div className="grid content-start gap-4">
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                placeholder="e.g. Jordan Lee"
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
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
                      <SelectItem value="staff">Staff</SelectItem>
                      <SelectItem value="manager">Manager</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email (optional)" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('phone')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          label="Specialties (optional)"
          hint="Separate with commas, e.g. Fades, Beard trims"
          error={errors.specialties?.message}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('specialties')} />}
        </FormField>
        <FormField label="Calendar colour" error={errors.color?.message}>
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
          Cancel
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? <Spinner label="Saving" className="[&_svg]:text-current" /> : null}
          {pending ? 'Saving...' : member ? 'Save Changes' : 'Add Team Member'}
        </Button>
      </DialogFooter>
    </form>
  );
}
