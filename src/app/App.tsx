// Composition root: the one place that wires screens to stores and the network. For now there is
// only the home screen; the lobby and the (lazily loaded) 3D table join here once they exist.
import { Home } from '../ui/Home.tsx';

/** The whole application. */
export function App() {
  return <Home />;
}
