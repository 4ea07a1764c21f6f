import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuthFrame } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth: Sign In and Sign Up; ?tab=signup or any ?email= opens Sign Up with the email filled in. */
export function AuthPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
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
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm defaultEmail={email} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
