// The statistics band: the platform's headline figures (spec part 2 §1).
import { STATISTICS } from '../content/landing.ts';

export function StatsBand() {
  return (
    <section
      aria-labelledby="stats-heading"
      className="bg-gradient-to-r from-emerald-800 to-teal-800 px-4 py-14 sm:px-6"
    >
      <h2 id="stats-heading" className="sr-only">
        Bookwell in numbers
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-cols-6">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-emerald-50">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
