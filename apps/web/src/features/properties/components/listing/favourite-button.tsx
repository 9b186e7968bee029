/** Save or unsave a listing (signed in), or open the login to do so. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { useState } from "react";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { openLogin } from "@/lib/ui-store";
import { setFavourite } from "../../api/listings";

export function FavouriteButton({ slug, initial }: { slug: string; initial: boolean }) {
  const user = useSessionUser();
  const [on, setOn] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: boolean) => setFavourite(slug, next),
    onSuccess: (r) => {
      setOn(r.data.is_favourite);
      toast.success(r.data.is_favourite ? "Saved to your favourites" : "Removed from your favourites");
      void queryClient.invalidateQueries({ queryKey: ["properties", "one", slug] });
    },
    onError: (err) => toast.error(err.message),
  });
  return (
    <button
      type="button"
      className="btn-outline min-h-11"
      aria-pressed={on}
      disabled={save.isPending}
      onClick={() => (user ? save.mutate(!on) : openLogin(paths.property(slug)))}
    >
      <Heart aria-hidden="true" className={`size-4 ${on ? "fill-current text-negative" : ""}`} />
      {on ? "Saved" : "Save"}
    </button>
  );
}
