// Client Dashboard (/client/{slug} and its bookings, profile and reviews sections). Shown without the app navigation, so it brings its own <main>. Filled in by the client-dashboard work.
export function ClientDashboardPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Client Dashboard</h1>
    </main>
  );
}
