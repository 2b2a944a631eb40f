import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface Props {
  area: 'public' | 'admin';
  children: ReactNode;
}

/** Keeps a crash or a failed chunk load from blanking the page; offers a retry. */
export class RouteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erreur d’affichage', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-20 text-center">
        <AlertTriangle className="size-10 text-warning" aria-hidden="true" />
        <p className="text-xl font-semibold">Cette page n’a pas pu s’afficher.</p>
        <p className="text-muted-foreground">
          {this.props.area === 'admin'
            ? 'Le service est peut-être momentanément indisponible. Vos données n’ont pas été modifiées.'
            : 'Le service est peut-être momentanément indisponible. Merci de réessayer dans un instant.'}
        </p>
        <Button onClick={() => window.location.reload()}>Réessayer</Button>
      </div>
    );
  }
}
