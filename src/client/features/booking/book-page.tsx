// Book an Appointment (/book/{slug}). Shown without the app navigation, so it brings its own <main>. Filled in by the booking work.
export function BookPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Book an Appointment</h1>
    </main>
  );
}
