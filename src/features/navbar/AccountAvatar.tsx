// The signed-in reviewer's avatar on the header's account button (desktop-wide screens).
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { Avatar } from "../../ui/Avatar";

export function AccountAvatar() {
  const reviewer = useAtomValue(reviewerAtom);
  return (
    <Avatar
      name={reviewer?.name ?? ""}
      image={reviewer?.avatar_image_url}
      verified={reviewer?.verified_buyer}
    />
  );
}
