import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@ui/Card/Card.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";

/** The frame of every account screen: a narrow card with the page heading. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-4">
      <Card className="p-6">
        <CardHeader>
          <h1 data-slot="card-title" className="text-2xl leading-snug font-semibold text-fg">
            {title}
          </h1>
          {intro ? <CardDescription>{intro}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A message about the whole form (a server error, a result), announced when it appears. */
export function FormMessage({ tone, children }: { tone: "danger" | "success"; children: ReactNode }) {
  return (
    <Notice tone={tone} data-tone={tone}>
      {children}
    </Notice>
  );
}
