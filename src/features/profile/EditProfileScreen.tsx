// Edit profile (§2).
import { PageDataScreen } from "../../ui/PageDataScreen";

export default function EditProfileScreen() {
  return <PageDataScreen />;
}
