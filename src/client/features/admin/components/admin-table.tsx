// A table of the console in a keyboard-scrollable region: column headings (a `srOnly` one is read, not shown),
// then the rows the caller renders.
import type { ReactNode } from 'react';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';

export type Column = string | { srOnly: string };

export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            {columns.map((column) => {
              const name = typeof column === 'string' ? column : column.srOnly;
              return (
                <th key={name} scope="col" className="py-2 pr-4 font-medium">
                  {typeof column === 'string' ? column : <span className="sr-only">{name}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
