// The audit log: every admin action, newest first, with who made it and the state before and after.
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/features/analytics/components/scroll-region.tsx';
import { dateTime } from '../admin-format.ts';
import { useAuditLog } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

/** A before/after value in a line: `status: active`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${v === null ? 'none' : String(v)}`)
    .join(', ');
}

export function AuditLogCard() {
  const log = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Audit log</h2>
        <CardDescription>
          Every change made from this console: who, what, when, before and after.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Loaded query={log} label="the audit log">
          {(entries) =>
            entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">No admin actions yet.</p>
            ) : (
              <ScrollRegion label="Audit log entries">
                <table className="w-full text-left text-sm">
                  <thead className="text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        When
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Who
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Action
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        On
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Before
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id} className="border-t align-top">
                        <td className="py-2 pr-4 whitespace-nowrap">{dateTime(entry.createdAt)}</td>
                        <td className="py-2 pr-4">{entry.actorEmail}</td>
                        <td className="py-2 pr-4">{entry.action}</td>
                        <td className="py-2 pr-4">{entry.targetLabel ?? entry.targetType}</td>
                        <td className="py-2 pr-4">{describeValue(entry.before)}</td>
                        <td className="py-2">{describeValue(entry.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )
          }
        </Loaded>
      </CardContent>
    </Card>
  );
}
