import * as Dialog from '@radix-ui/react-dialog';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { AdminSidebar } from './admin-sidebar';
import { BrandLogo } from '@/components/layout/brand-logo';

export default function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-muted lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-screen lg:block">
        <AdminSidebar />
      </aside>
      <div className="flex items-center justify-between border-b border-border bg-white px-4 py-3 lg:hidden">
        <BrandLogo />
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Ouvrir le menu d’administration">
              <Menu className="size-6" aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/50" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-64">
              <Dialog.Title className="sr-only">Menu d’administration</Dialog.Title>
              <Dialog.Description className="sr-only">Rubriques du back-office</Dialog.Description>
              <AdminSidebar onNavigate={() => setMenuOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
      <main className="min-w-0 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <RouteErrorBoundary area="admin">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
