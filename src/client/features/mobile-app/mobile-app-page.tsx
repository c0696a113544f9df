// Bookwell mobile (filled in by the public-site work).
export function MobileAppPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Bookwell mobile</h1>
    </main>
  );
}
