// Platform Admin (/admin and /platform-admin). Shown without the app navigation, so it brings its own <main>. Filled in by the admin work.
export function AdminPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Platform Admin</h1>
    </main>
  );
}
