/**
 * SPEC §2/§4 login modal: opens over any page (and by itself when a session cannot be refreshed), closes on an
 * outside click or Escape. The steps are the shared LoginForm; a login goes on to where the modal was opened
 * for (or the dashboard). Closing it unmounts the form, so it opens fresh.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { LoginForm, type LoginStep } from "@/components/login-form";
import { paths } from "@/config/paths";
import { closeLogin, useUiState } from "@/lib/ui-store";

export function Component() {
  const { loginOpen, redirectTo } = useUiState();
  const navigate = useNavigate();
  const id = useId();
  const [step, setStep] = useState<LoginStep["kind"]>("credentials");

  return (
    <Dialog.Root
      open={loginOpen}
      onOpenChange={(open) => {
        if (!open) {
          closeLogin();
          setStep("credentials");
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-pop)]"
          aria-describedby={`${id}-desc`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold">
                {step === "code" ? "Enter your login code" : "Log in to Ile"}
              </Dialog.Title>
              <Dialog.Description id={`${id}-desc`} className="mt-1 text-sm text-muted">
                {step === "code"
                  ? "We sent a 6-digit code to your email or phone. It expires in 10 minutes."
                  : "Use the email address or phone number you registered with."}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close"
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <LoginForm
            onStepChange={setStep}
            onLeave={() => {
              closeLogin();
              setStep("credentials");
            }}
            onLoggedIn={() => {
              closeLogin();
              setStep("credentials");
              navigate(redirectTo ?? paths.dashboard);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
