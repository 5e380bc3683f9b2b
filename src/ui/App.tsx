/** The application shell. The editor UI grows here (see the editor issue). */
export function App() {
  return (
    <main>
      <h1>Kitsmith</h1>
      <p>Design football and basketball kits for your games, live in 3D.</p>
    </main>
  );
}
