module ShopHelper
end
