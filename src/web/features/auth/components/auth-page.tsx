import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { safeNext } from '@web/lib/safe-next';
import { AuthFrame } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * /auth: Sign In and Sign Up; ?tab=signup or any ?email= opens Sign Up with the email filled in. ?next= (a path of
 * this site only) is where either goes on to: a plan chosen on /pricing leads straight on to its payment page.
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const next = safeNext(params.get('next'));
  const initialTab = params.get('tab') === 'signup' || email ? 'signup' : 'signin';
  return (
    <AuthFrame>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <p className="text-sm text-muted-foreground">
            Watch your competitors' Shopify stores without lifting a finger.
          </p>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={initialTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm next={next} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm defaultEmail={email} next={next} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
