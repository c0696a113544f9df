// An accessible FAQ accordion built on <details>/<summary>: keyboard and screen-reader support with no script;
// sharing a `name` lets only one answer stay open at a time.
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
/** A question and its answer, in the page's language. */
export interface FaqItem {
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-start text-base font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 leading-7 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
