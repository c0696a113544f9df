// Bookwell (filled in by the public-site work).
export function LandingPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Bookwell</h1>
    </main>
  );
}
