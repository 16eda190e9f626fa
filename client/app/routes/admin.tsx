import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { ApplicationsPanel } from '../../features/admin-desk/components/applications-panel.tsx';
import { BooksPanel } from '../../features/admin-desk/components/books-panel.tsx';
import { MessagesPanel } from '../../features/admin-desk/components/messages-panel.tsx';
import { NeedsAttentionPanel } from '../../features/admin-desk/components/needs-attention-panel.tsx';
import { OrdersPanel } from '../../features/admin-desk/components/orders-panel.tsx';
import { TailorsPanel } from '../../features/admin-desk/components/tailors-panel.tsx';
import { useMe } from '../../lib/current-user.ts';

/**
 * Telo's review desk (issue 14), for admins: tailor applications, tailors' Verified badge, every
 * order with its payment and refund, contact messages, what needs attention (issue 28: refunds
 * the provider refused) and Telo's books (issue 28). Others are asked to sign in, or told
 * the desk is for admins (the server answers them 401/403 anyway).
 */
export default function AdminPage() {
  const me = useMe();
  if (!me) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-8" aria-busy="true">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="mt-6 h-40 w-full" />
      </section>
    );
  }
  if (!me.signedIn)
    return <SignInPrompt what="review desk" title="Sign in to open the review desk" />;
  if (!me.roles.includes('admin')) return <AdminsOnly />;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-brand-900">Review desk</h1>
      <p className="mt-2 text-stone-700">
        Let new tailors in, and keep an eye on orders, messages and Telo&apos;s books.
      </p>
      <Tabs defaultValue="applications" className="mt-6">
        <TabsList aria-label="Review desk">
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="tailors">Tailors</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
          <TabsTrigger value="attention">Needs attention</TabsTrigger>
          <TabsTrigger value="books">Books</TabsTrigger>
        </TabsList>
        <TabsContent value="applications">
          <ApplicationsPanel />
        </TabsContent>
        <TabsContent value="tailors">
          <TailorsPanel />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersPanel />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesPanel />
        </TabsContent>
        <TabsContent value="attention">
          <NeedsAttentionPanel />
        </TabsContent>
        <TabsContent value="books">
          <BooksPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function AdminsOnly() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">Admins only</h1>
        <p className="mt-2 text-stone-600">
          The review desk is for Telo&apos;s team. Your account does not have access.
        </p>
        <Link to="/" className={buttonClasses('outline', 'lg', 'mt-6')}>
          Back to Home
        </Link>
      </Card>
    </section>
  );
}
